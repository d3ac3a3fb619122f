import { LANGUAGES, type Language } from '@navette/shared';
import { catalogues } from '../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/escape-html';
import {
  mailTemplates,
  renderMail,
  type MailTemplateName,
  type MailTemplateParamsMap,
} from './mail.templates';
import { MAIL_COMPANY } from '../../../test/support/mail-logger';

const company = MAIL_COMPANY;

/** The customer, the trip and the links the reservation e-mails' examples share. */
const trip = {
  date: '2025-06-14',
  heure: '05:40',
  from: '12 rue de Rivoli, 75001 Paris',
  to: 'Aéroport Paris-Orly',
};
const customer = { name: 'Élodie Dupont', reference: 'NP-2025-0042' };
const links = {
  url: 'https://navette.example/profile',
  manageUrl: 'https://navette.example/ma-reservation#tok',
};

/** One example of every template: adding a template without an example fails to compile. */
const examples: { [N in MailTemplateName]: MailTemplateParamsMap[N] } = {
  verificationCode: { code: '482913', minutes: 15 },
  quoteRequestReceived: { date: '2025-06-14' },
  accountExists: { name: 'Léa Martin' },
  signInFailures: { name: 'Léa Martin' },
  secondFactorLocked: {
    name: 'Léa Martin',
    count: 10,
    url: 'https://navette.example/admin/login/unlock?token=abc',
  },
  passwordReset: {
    code: '305172',
    minutes: 10,
    url: 'https://navette.example/mot-de-passe-oublie?email=lea%40example.fr',
  },
  accountDeleted: { invoicesKept: true },
  chauffeurInvitation: {
    name: 'Karim Benali',
    url: 'https://navette.example/chauffeur/invitation?token=abc',
    days: 7,
  },
  contactMessage: { name: 'Jean Dupont', email: 'jean@example.com', message: 'Bonjour,\nUn van ?' },
  applicationReceived: {
    nom: 'Dupont',
    prenom: 'Jean',
    email: 'jean@example.com',
    telephone: '06 12 34 56 78',
    url: 'https://navette.example/admin/recrutement',
  },
  companyNotice: {
    event: 'request',
    reference: 'NP-2025-0042',
    name: 'Élodie Dupont',
    email: 'elodie@example.com',
    telephone: '0612345678',
    guest: true,
    outbound: trip,
    back: null,
    amount: 80,
    url: 'https://navette.example/admin/reservations?q=NP-2025-0042',
  },
  quoteReady: {
    ...customer,
    ...trip,
    ...links,
    amount: 1250.5,
    replacesAccepted: true,
    devis: { number: 'D-2025-000012', validUntil: '2025-07-14' },
    renewed: false,
  },
  reservationStatus: {
    ...customer,
    ...trip,
    ...links,
    statut: 'confirmé',
    by: 'customer',
    amount: 1250.5,
    paid: false,
    bonNumber: 'B-2025-000007',
  },
  paymentReceived: {
    ...customer,
    ...trip,
    ...links,
    amount: 1250.5,
    service: 'Transfert aéroport',
    invoiceNumber: 'F-2025-000003',
  },
  paymentRefunded: {
    ...customer,
    ...trip,
    ...links,
    amount: 240,
    reason: 'cancelled-by-company',
    service: 'Transfert aéroport',
  },
  tripReminder: {
    ...customer,
    ...trip,
    chauffeurFirstName: 'Karim',
    chauffeurPhone: '0612345678',
    vehicle: { nom: 'Mercedes Classe V', couleur: 'noire', plaque: 'GA-123-BC' },
    meetingPoint: 'airport',
    update: false,
  },
  tripUnderway: {
    ...customer,
    ...trip,
    chauffeurFirstName: 'Karim',
    vehicle: { nom: 'Mercedes Classe V', couleur: 'noire', plaque: 'GA-123-BC' },
    state: 'en route',
  },
  reviewRequest: { ...customer, url: 'https://navette.example/profile?tab=avis' },
};

const isTemplateName = (name: string): name is MailTemplateName => name in examples;
const templateNames = Object.keys(examples).filter(isTemplateName);

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

const mailSection = (catalogue: unknown): unknown =>
  typeof catalogue === 'object' && catalogue !== null && 'mail' in catalogue
    ? catalogue.mail
    : undefined;

/** A template's example, with `changes`, rendered in `language` for the test company. */
const renderExample = <N extends MailTemplateName>(
  template: N,
  language: Language,
  changes: Partial<MailTemplateParamsMap[N]> = {},
) => renderMail(template, { ...examples[template], ...changes }, language, company);

/**
 * A reservation e-mail's example rendered in French: its subject is `title`, the amount and the
 * reference; its text shows the day and hour of the trip, the link to manage it, and `parts`.
 */
const expectReservationMail = (
  template: 'quoteReady' | 'reservationStatus',
  title: string,
  parts: string[],
) => {
  const mail = renderExample(template, 'fr');
  expect(mail.subject).toMatch(new RegExp(`^${title} : 1\\s250,50\\s€ \\(NP-2025-0042\\)$`));
  expectAll(mail.text, [
    'samedi 14 juin 2025, 05:40',
    'https://navette.example/ma-reservation#tok',
    ...parts,
  ]);
  return mail;
};

/** Each of `parts` stands in `text`. */
const expectAll = (text: string, parts: string[]) => {
  for (const part of parts) expect(text).toContain(part);
};
/** None of `parts` stands in `text`. */
const expectNone = (text: string, parts: string[]) => {
  for (const part of parts) expect(text).not.toContain(part);
};

describe('mail templates', () => {
  it('a new customer receives their verification code in French', () => {
    const mail = renderExample('verificationCode', 'fr');
    expect(mail.subject).toBe('Votre code de vérification Navette Prestige');
    expectAll(mail.text, [
      '482913',
      'Bonjour,',
      'Ce code est valable 15 minutes.',
      "L'équipe Navette Prestige",
    ]);
    expectAll(mail.html, ['482913', '<html lang="fr">', '#0f1e3a', '#c8a24a']);
  });

  it('an English-speaking customer receives it in English', () => {
    const mail = renderExample('verificationCode', 'en');
    expect(mail.subject).toBe('Your Navette Prestige verification code');
    expectAll(mail.text, ['482913', 'Hello,', 'This code is valid for 15 minutes.']);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('a customer who forgot the password receives the code and the reset link, never the code in the subject', () => {
    const fr = renderExample('passwordReset', 'fr');
    expect(fr.subject).toBe('Réinitialisation de votre mot de passe Navette Prestige');
    expect(fr.text).toContain('305172');
    // French typography puts a no-break space before the colon
    expect(fr.text).toMatch(
      /La page de réinitialisation\s:\shttps:\/\/navette\.example\/mot-de-passe-oublie\?email=lea%40example\.fr/,
    );
    expect(fr.text).toContain('Ce code est valable 10 minutes et ne sert qu');
    const en = renderExample('passwordReset', 'en');
    expect(en.subject).toBe('Resetting your Navette Prestige password');
    expect(en.text).toContain('This code is valid for 10 minutes and works only once.');
    for (const mail of [fr, en]) expect(mail.subject).not.toMatch(/\d{6}/);
  });

  it('says "minute" for a code valid one minute', () => {
    const mail = renderExample('verificationCode', 'en', { minutes: 1 });
    expect(mail.text).toContain('valid for 1 minute.');
  });

  it('shows the journey date in words, in the reader’s language', () => {
    const fr = renderExample('quoteRequestReceived', 'fr');
    expect(fr.subject).toBe('Nous avons bien reçu votre demande de devis');
    expect(fr.text).toContain('Date du trajet : samedi 14 juin 2025');
    const en = renderExample('quoteRequestReceived', 'en');
    expect(en.text).toMatch(/Date of travel: Saturday,? 14 June 2025/);
    const odd = renderMail('quoteRequestReceived', { date: '2025-02-30' }, 'en', company);
    expect(odd.text).toContain('2025-02-30');
  });

  it('escapes whatever a visitor typed in the HTML part', () => {
    const name = '<script>alert("x")</script> & Co';
    const mail = renderMail('accountExists', { name }, 'fr', company);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    // the plain-text part is not HTML: it shows the name as typed
    expect(mail.text).toContain(name);
    const contact = renderMail(
      'contactMessage',
      { name, email: 'a"onmouseover="x@example.com', message: '<img src=x onerror=alert(1)>\nbye' },
      'fr',
      company,
    );
    expect(contact.html).not.toMatch(/<script|<img|"onmouseover/);
    expect(contact.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>bye');
  });

  it('keeps a name with line breaks on one line, so it cannot forge a header', () => {
    const mail = renderExample('contactMessage', 'fr', { name: 'Jean\r\nBcc: victim@example.com' });
    expect(mail.subject).toBe('Nouveau message de Jean Bcc: victim@example.com');
    expect(mail.text).not.toMatch(/^Bcc:/m);
  });

  it('does not interpolate placeholders a visitor typed', () => {
    const mail = renderExample('contactMessage', 'en', {
      name: '{{company}} $t(mail.layout.signOff)',
    });
    expect(mail.subject).toBe('New message from {{company}} $t(mail.layout.signOff)');
  });

  it('quotes a visitor’s message line by line in the plain-text part', () => {
    const mail = renderExample('contactMessage', 'fr');
    expect(mail.subject).toBe('Nouveau message de Jean Dupont');
    expectAll(mail.text, [
      'Message :\n> Bonjour,\n> Un van ?',
      'Pour répondre, écrivez directement à jean@example.com.',
    ]);
  });

  it('signs every e-mail with the configured company, never a name from the catalogue', () => {
    const other = {
      name: 'VTC Riviera',
      phone: '+33 4 93 00 00 00',
      email: 'bonjour@riviera.example',
    };
    for (const language of LANGUAGES) {
      for (const template of templateNames) {
        const mail = renderMail(template, examples[template], language, other);
        expectAll(mail.html, ['VTC Riviera', 'bonjour@riviera.example']);
        expect(mail.text).toContain('+33 4 93 00 00 00');
        expect(`${mail.subject}${mail.html}${mail.text}`).not.toContain('Navette');
        // a missing key would show as its name
        expect(mail.text).not.toMatch(/mail\.\w+\./);
        expect(mail.text).not.toContain('{{');
      }
    }
    // every template has its example, so none escapes this check
    expect([...templateNames].sort()).toEqual(Object.keys(mailTemplates).sort());
  });

  it('tells the owner of an address that someone tried to register with it, and nothing more', () => {
    const fr = renderMail('accountExists', { name: 'Léa' }, 'fr', company);
    expectAll(fr.text, ['Bonjour Léa,', 'Vous avez déjà un compte']);
    expect(fr.text).not.toMatch(/\d{6}/);
    const en = renderMail('accountExists', { name: 'Léa' }, 'en', company);
    expect(en.text).toContain('Hello Léa,');
    expect(en.subject).not.toBe(fr.subject);
  });

  it('never puts a verification code in a subject, nor a name typed by whoever asked for it', () => {
    for (const language of LANGUAGES) {
      const mail = renderMail('verificationCode', examples.verificationCode, language, company);
      expect(mail.subject).not.toMatch(/\d/);
      const quote = renderMail(
        'quoteRequestReceived',
        examples.quoteRequestReceived,
        language,
        company,
      );
      expect(quote.text).toMatch(/^(Bonjour|Hello),$/m);
    }
  });

  it('tells the owner that her sign-in failed many times, that her account is not locked', () => {
    const fr = renderMail('signInFailures', { name: 'Léa' }, 'fr', company);
    expect(fr.subject).toBe('Des tentatives de connexion à votre compte ont échoué');
    expect(fr.text).toContain('Bonjour Léa,');
    expect(fr.text).toContain(
      "Votre compte n'est pas bloqué : vous pouvez vous connecter normalement.",
    );
    const en = renderMail('signInFailures', { name: 'Léa' }, 'en', company);
    expect(en.subject).toBe('Failed attempts to sign in to your account');
    expect(en.text).toContain('Your account is not locked: you can sign in as usual.');
  });

  it('tells the customer the quote in euros, the trip, and where to accept it', () => {
    const fr = expectReservationMail('quoteReady', 'Votre devis est prêt', [
      'Bonjour Élodie Dupont,',
      '12 rue de Rivoli, 75001 Paris',
      'Gérer ma réservation :\nhttps://navette.example/ma-reservation#tok',
      'Ce devis remplace celui que vous aviez accepté',
    ]);
    expect(fr.text).toMatch(
      /Le devis D-2025-000012 est joint à ce message\.\s+Il est valable jusqu’au\s+lundi 14 juillet 2025\./,
    );
    expect(fr.text).not.toContain('n’était plus valable');
    const en = renderExample('quoteReady', 'en', { replacesAccepted: false, renewed: true });
    expect(en.subject).toBe('Your quote is ready: €1,250.50 (NP-2025-0042)');
    expect(en.text).not.toContain('replaces the one you had accepted');
    expect(en.text).toContain('The previous quote was no longer valid');
    expect(en.text).toMatch(/It is valid until\s+Monday, 14 July 2025\./);
  });

  it('thanks a customer who accepted the quote and shows how to pay; acknowledges a cancellation', () => {
    expectReservationMail('reservationStatus', 'Réservation confirmée', [
      'Merci, votre réservation est confirmée',
      'Vous avez accepté notre devis',
      'Votre bon de réservation B-2025-000007 est joint',
      'Prochaine étape : réglez votre trajet en ligne',
    ]);
    const byUs = renderExample('reservationStatus', 'fr', {
      by: 'company',
      amount: null,
      paid: true,
    });
    expect(byUs.subject).toBe(
      'Réservation confirmée : trajet du samedi 14 juin 2025 (NP-2025-0042)',
    );
    expect(byUs.text).toContain('Nous avons confirmé votre réservation');
    expect(byUs.text).not.toContain('Prochaine étape');
    expect(byUs.text).toContain('Vous retrouvez votre réservation et ses documents avec le bouton');
    const cancelled = renderExample('reservationStatus', 'en', {
      statut: 'annulé',
      bonNumber: null,
    });
    expect(cancelled.subject).toBe(
      'Reservation cancelled: trip on Saturday, 14 June 2025 (NP-2025-0042)',
    );
    expect(cancelled.text).toContain('We have recorded the cancellation of your reservation.');
    expectNone(cancelled.text, ['€1,250.50', '/profile']);
  });

  it('names the reservation by its short reference and shows both legs of a quoted round trip', () => {
    const fr = renderMail(
      'quoteReady',
      {
        ...examples.quoteReady,
        back: {
          date: '2025-06-21',
          heure: '18:45',
          from: 'Aéroport Paris-Orly',
          to: 'Gare de Lyon',
        },
      },
      'fr',
      company,
    );
    expect(fr.text).toMatch(/Référence\W+NP-2025-0042/);
    expectAll(fr.text, ['samedi 14 juin 2025, 05:40', 'samedi 21 juin 2025, 18:45']);
    expect(fr.text).toMatch(/Retour : arrivée\W+Gare de Lyon/);
    const oneWay = renderExample('quoteReady', 'fr');
    expect(oneWay.text).not.toContain('Retour');
  });

  it('never tells a guest the company confirmed that they accepted an amount', () => {
    const guest = renderExample('reservationStatus', 'fr', {
      by: 'company',
      amount: null,
      estimate: 80,
    });
    expect(guest.text).not.toContain('Montant accepté');
    expect(guest.text).toMatch(/Votre estimation\W+80,00\s€/);
    const quoted = renderExample('reservationStatus', 'fr', { by: 'company', amount: 80 });
    expect(quoted.text).not.toContain('Montant accepté');
    expect(quoted.text).toMatch(/Montant du devis\W+80,00\s€/);
    const noEstimate = renderExample('reservationStatus', 'fr', {
      by: 'company',
      amount: null,
      estimate: 0,
    });
    expect(noEstimate.text).not.toContain('estimation');
  });

  it('thanks the customer for the payment, with the amount and the trip', () => {
    const fr = renderExample('paymentReceived', 'fr');
    expect(fr.subject).toMatch(/^Paiement reçu : 1\s250,50\s€ \(NP-2025-0042\)$/);
    expectAll(fr.text, [
      'Bonjour Élodie Dupont,',
      'Merci pour votre paiement',
      'Transfert aéroport',
      'samedi 14 juin 2025, 05:40',
      'Aéroport Paris-Orly',
      'Gérer ma réservation :\nhttps://navette.example/ma-reservation#tok',
      'Votre facture F-2025-000003 est jointe à ce message.',
    ]);
    const en = renderExample('paymentReceived', 'en', { service: null });
    expect(en.subject).toBe('Payment received: €1,250.50 (NP-2025-0042)');
    expect(en.text).toContain('Thank you for your payment');
    expect(en.text).not.toContain('Service');
  });

  it('has the same mail keys in French and in English', () => {
    const fr = keysOf(mailSection(catalogues.fr)).sort();
    const en = keysOf(mailSection(catalogues.en)).sort();
    expect(fr.length).toBeGreaterThan(10);
    expect(en).toEqual(fr);
  });

  it.each(LANGUAGES)('names every template in words for the e-mail log (%s)', (language) => {
    const admin = catalogues[language].admin as {
      adminMails: { templates: Record<string, string> };
    };
    expect(Object.keys(admin.adminMails.templates).sort()).toEqual(
      Object.keys(mailTemplates).sort(),
    );
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
