import { describe, expect, it } from 'vitest';
import { E2E_ADMIN, setDevisInBackOffice, signInAsAdminInPage } from './support/admin';
import { openPage } from './support/browser';
import { sendGuestRequest } from './support/booking';
import { latestMailTo, useStack } from './support/stack';
import { text, filled } from './support/translations';

const stack = useStack();

/** The quote e-mail sent to `email` (in either language), waiting for it to arrive. */
const quoteMailTo = (email: string): Promise<string> => {
  const headings = [text('fr', 'mail.quoteReady.heading'), text('en', 'mail.quoteReady.heading')];
  return latestMailTo(stack.smtp, email, (decoded) =>
    headings.some((heading) => decoded.includes(heading)),
  );
};

const GUESTS = {
  fr: {
    prenom: 'Élodie',
    nom: 'Lefèvre',
    search: 'elodie',
    devis: '245',
    // the history writes the amount as people read it (it stored 245.00)
    stored: /245,00\s€/,
    amount: /245[.,]00/,
  },
  en: {
    prenom: 'Éloïse',
    nom: 'Bézier',
    search: 'eloise',
    devis: '310.5',
    stored: /€310\.50/,
    amount: /310[.,]50/,
  },
} as const;

describe.each(['fr', 'en'] as const)('admin reservations (%s)', (language) => {
  it('the administrator finds a guest request by a search without accents, sets a devis, and the customer receives it by e-mail', async () => {
    const guest = GUESTS[language];
    const email = `${guest.search}.${language}@example.test`;
    await sendGuestRequest(stack.server.baseUrl, { prenom: guest.prenom, nom: guest.nom, email });
    // a phone's width: the cards are the list, nothing scrolls sideways
    const { page, errors } = await openPage(stack.browser, {
      baseUrl: stack.server.baseUrl,
      width: 390,
      height: 844,
      locale: language === 'fr' ? 'fr-FR' : 'en-GB',
    });
    const say = (key: string) => text(language, key);
    try {
      await signInAsAdminInPage(page, stack.server.baseUrl, language);
      const name = `${guest.prenom} ${guest.nom}`;
      await setDevisInBackOffice(page, language, {
        search: guest.search,
        name,
        devis: guest.devis,
      });
      // a phone's width: the cards are the list, nothing scrolls sideways
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      // back to the detail view, whose history names the administrator and the change
      const detail = page.getByRole('dialog', {
        name: filled(say('adminReservations.detail.title'), { name: name }),
      });
      const [changed = ''] = say('adminReservations.detail.historyLine')
        .replace('{{field}}', say('adminReservations.fields.devis'))
        .replace('{{old}}', say('adminReservations.detail.emptyValue'))
        .split('{{new}}');
      const prefix = changed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await detail.getByText(new RegExp(`^${prefix}${guest.stored.source}$`)).waitFor();
      await detail.getByText(E2E_ADMIN.email, { exact: false }).first().waitFor();

      // the amount as the e-mail's language writes it: 245,00 € or €310.50
      expect(await quoteMailTo(email)).toMatch(guest.amount);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
