import { describe, expect } from 'vitest';
import { E2E_ADMIN, setDevisInBackOffice, signInAsAdminInPage } from './support/admin';
import { fitsScreen } from './support/browser';
import { sendGuestRequest } from './support/booking';
import { EN_PHONE, FR_PHONE, journeyTest } from './support/journey';
import { latestMailTo } from './support/stack';
import type { SmtpReceiver } from '@navette/test-support/smtp-receiver';
import { text, filled } from './support/translations';

const test = journeyTest();

/** The quote e-mail sent to `email` (in either language), waiting for it to arrive. */
const quoteMailTo = (smtp: SmtpReceiver, email: string): Promise<string> => {
  const headings = [text('fr', 'mail.quoteReady.heading'), text('en', 'mail.quoteReady.heading')];
  return latestMailTo(smtp, email, (decoded) =>
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
  test('the administrator finds a guest request by a search without accents, sets a devis, and the customer receives it by e-mail', async ({
    stack,
    open,
  }) => {
    const guest = GUESTS[language];
    const email = `${guest.search}.${language}@example.test`;
    await sendGuestRequest(stack.server.baseUrl, { prenom: guest.prenom, nom: guest.nom, email });
    // a phone's width: the cards are the list, nothing scrolls sideways
    const { page, errors } = await open(language === 'fr' ? FR_PHONE : EN_PHONE);
    const say = (key: string) => text(language, key);
    await signInAsAdminInPage(page, stack.server.baseUrl, language);
    const name = `${guest.prenom} ${guest.nom}`;
    await setDevisInBackOffice(page, language, {
      search: guest.search,
      name,
      devis: guest.devis,
    });
    // a phone's width: the cards are the list, nothing scrolls sideways
    expect(await fitsScreen(page)).toBe(true);

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
    expect(await quoteMailTo(stack.smtp, email)).toMatch(guest.amount);
    expect(errors).toEqual([]);
  });
});
