/**
 * The e-mails Navette sends: a typed registry of templates, each rendered in French or English
 * from the `mail.*` keys of the shared catalogue into a subject, an HTML part and a plain-text
 * part. The company's name, phone and e-mail come from configuration, so one build serves any
 * operator.
 *
 * A template only describes its content as blocks; one layout turns blocks into HTML and text,
 * so every e-mail looks alike and escaping happens in exactly one place.
 */
import { formatLongDate, type Language } from '@navette/shared';
import { translatorFor } from '../../lib/i18n';
import {
  renderHtml,
  renderText,
  type LayoutText,
  type MailCompany,
  type MailContent,
  type RenderedMail,
} from './mail.layout';

/** The parameters of each template. A new e-mail adds an entry here and one in `mailTemplates`. */
export interface MailTemplateParamsMap {
  /**
   * Sent to an address that has not proven to be its sender's: nothing the sender typed goes in
   * it, so that no one can make us mail their words to a stranger (docs/product/emails.md).
   */
  verificationCode: { code: string; minutes: number };
  /**
   * Sent to the address a visitor typed, proven or not: only the date (a checked calendar date)
   * is repeated, never a name or an address the visitor typed. `date` is `YYYY-MM-DD`.
   */
  quoteRequestReceived: { date: string };
  /** a visitor's message, sent to the company's inbox */
  contactMessage: { name: string; email: string; phone?: string | undefined; message: string };
  /** a job application, sent to the company's inbox; the CV stays in the back-office */
  applicationReceived: {
    nom: string;
    prenom: string;
    email: string;
    telephone: string;
    /** the back-office page that lists the applications and their CVs */
    url: string;
  };
  /** someone tried to register an address that already has an account */
  accountExists: { name: string };
  /** an account's address collected many failed sign-ins today (sent to a verified address) */
  signInFailures: { name: string };
  /**
   * An administrator set the quote of a reservation (docs/product/emails.md#quote-ready). Sent
   * only on an administrator's action, who has read the request: its trip summary may repeat
   * what the visitor typed. `amount` in euros; `date` YYYY-MM-DD; `url` the customer area.
   */
  quoteReady: {
    name: string;
    amount: number;
    date: string;
    heure: string;
    from: string;
    to: string;
    url: string;
    /** the customer had accepted the previous quote: the reservation awaits their answer again */
    replacesAccepted: boolean;
  };
}

export type MailTemplateName = keyof MailTemplateParamsMap;

export interface MailTemplateContext {
  /** translates `mail.<key>`; the company's name, phone and e-mail are always interpolatable */
  t: (key: string, values?: Record<string, string | number>) => string;
  formatDate: (isoDate: string) => string;
  /** an amount in euros as the language writes it: `1 250,00 €`, `€1,250.00` */
  formatEuros: (amount: number) => string;
}

export type MailTemplate<P> = (params: P, context: MailTemplateContext) => MailContent;

/**
 * A value meant for one line (a name, an address, a subject) keeps to one line: a line break in a
 * name must neither start a new header in the subject nor forge a line of the e-mail's text.
 */
const toOneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

export const mailTemplates: { [N in MailTemplateName]: MailTemplate<MailTemplateParamsMap[N]> } = {
  verificationCode: ({ code, minutes }, { t }) => ({
    // never the code in the subject: it would show on a locked phone's notifications
    subject: t('verificationCode.subject'),
    preheader: t('verificationCode.preheader'),
    heading: t('verificationCode.heading'),
    greeting: t('layout.greetingAnonymous'),
    blocks: [
      { kind: 'paragraph', text: t('verificationCode.intro') },
      { kind: 'code', label: t('verificationCode.codeLabel'), code },
      { kind: 'paragraph', text: t('verificationCode.expiry', { count: minutes }) },
      { kind: 'paragraph', text: t('verificationCode.ignore') },
    ],
    signOff: true,
  }),

  quoteRequestReceived: ({ date }, { t, formatDate }) => ({
    subject: t('quoteRequestReceived.subject'),
    preheader: t('quoteRequestReceived.preheader', { date: formatDate(date) }),
    heading: t('quoteRequestReceived.heading'),
    greeting: t('layout.greetingAnonymous'),
    blocks: [
      { kind: 'paragraph', text: t('quoteRequestReceived.intro') },
      {
        kind: 'details',
        rows: [{ label: t('quoteRequestReceived.dateLabel'), value: formatDate(date) }],
      },
      { kind: 'paragraph', text: t('quoteRequestReceived.next') },
      { kind: 'paragraph', text: t('quoteRequestReceived.change') },
    ],
    signOff: true,
  }),

  contactMessage: ({ name, email, phone, message }, { t }) => ({
    subject: t('contactMessage.subject', { name }),
    preheader: t('contactMessage.preheader', { name }),
    heading: t('contactMessage.heading'),
    blocks: [
      { kind: 'paragraph', text: t('contactMessage.intro', { name }) },
      {
        kind: 'details',
        rows: [
          { label: t('contactMessage.nameLabel'), value: toOneLine(name) },
          { label: t('contactMessage.emailLabel'), value: toOneLine(email) },
          ...(phone ? [{ label: t('contactMessage.phoneLabel'), value: toOneLine(phone) }] : []),
        ],
      },
      { kind: 'quote', label: t('contactMessage.messageLabel'), text: message },
      { kind: 'paragraph', text: t('contactMessage.reply', { email }) },
    ],
    signOff: false,
  }),

  applicationReceived: ({ nom, prenom, email, telephone, url }, { t }) => ({
    subject: t('applicationReceived.subject', { name: `${prenom} ${nom}` }),
    preheader: t('applicationReceived.preheader', { name: `${prenom} ${nom}` }),
    heading: t('applicationReceived.heading'),
    blocks: [
      { kind: 'paragraph', text: t('applicationReceived.intro', { name: `${prenom} ${nom}` }) },
      {
        kind: 'details',
        rows: [
          { label: t('applicationReceived.nameLabel'), value: toOneLine(`${prenom} ${nom}`) },
          { label: t('applicationReceived.emailLabel'), value: toOneLine(email) },
          { label: t('applicationReceived.phoneLabel'), value: toOneLine(telephone) },
        ],
      },
      { kind: 'paragraph', text: t('applicationReceived.next', { url }) },
    ],
    signOff: false,
  }),

  accountExists: ({ name }, { t }) => ({
    subject: t('accountExists.subject'),
    preheader: t('accountExists.preheader'),
    heading: t('accountExists.heading'),
    greeting: t('layout.greeting', { name }),
    blocks: [
      { kind: 'paragraph', text: t('accountExists.intro') },
      { kind: 'paragraph', text: t('accountExists.signIn') },
      { kind: 'paragraph', text: t('accountExists.ignore') },
    ],
    signOff: true,
  }),

  signInFailures: ({ name }, { t }) => ({
    subject: t('signInFailures.subject'),
    preheader: t('signInFailures.preheader'),
    heading: t('signInFailures.heading'),
    greeting: t('layout.greeting', { name }),
    blocks: [
      { kind: 'paragraph', text: t('signInFailures.intro') },
      { kind: 'paragraph', text: t('signInFailures.safe') },
      { kind: 'paragraph', text: t('signInFailures.ifYou') },
      { kind: 'paragraph', text: t('signInFailures.ifNotYou') },
    ],
    signOff: true,
  }),

  quoteReady: (p, { t, formatDate, formatEuros }) => {
    const amount = formatEuros(p.amount);
    const date = formatDate(p.date);
    return {
      subject: t('quoteReady.subject', { amount }),
      preheader: t('quoteReady.preheader', { amount, date }),
      heading: t('quoteReady.heading'),
      greeting: t('layout.greeting', { name: p.name }),
      blocks: [
        { kind: 'paragraph', text: t('quoteReady.intro') },
        {
          kind: 'details',
          rows: [
            { label: t('quoteReady.amountLabel'), value: amount },
            { label: t('quoteReady.dateLabel'), value: `${date}, ${p.heure}` },
            { label: t('quoteReady.fromLabel'), value: toOneLine(p.from) },
            { label: t('quoteReady.toLabel'), value: toOneLine(p.to) },
          ],
        },
        ...(p.replacesAccepted
          ? [{ kind: 'paragraph' as const, text: t('quoteReady.replacesAccepted') }]
          : []),
        { kind: 'paragraph', text: t('quoteReady.accept', { url: p.url }) },
        { kind: 'paragraph', text: t('quoteReady.questions') },
      ],
      signOff: true,
    };
  },
};

// Full month and weekday names read better in an e-mail than 14/06/2025, and avoid the
// day/month ambiguity between French and English readers.
const DATE_LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

const formatDateFor = (language: Language) => (isoDate: string) =>
  formatLongDate(isoDate, DATE_LOCALES[language]);

const formatEurosFor = (language: Language) => (amount: number) =>
  new Intl.NumberFormat(DATE_LOCALES[language], { style: 'currency', currency: 'EUR' }).format(
    amount,
  );

/** Renders a template in a language. Throws if the catalogue lacks a key, rather than mailing it. */
export const renderMail = <N extends MailTemplateName>(
  template: N,
  params: MailTemplateParamsMap[N],
  language: Language,
  company: MailCompany,
  now: Date = new Date(),
): RenderedMail => {
  const translate = translatorFor(language);
  const t: MailTemplateContext['t'] = (key, values = {}) => {
    const fullKey = `mail.${key}`;
    const oneLineValues = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'string' ? toOneLine(value) : value,
      ]),
    );
    const text = translate(fullKey, {
      company: company.name,
      phone: company.phone,
      email: company.email,
      ...oneLineValues,
      // the language's own text, never the French fallback, and never the bare key
      fallbackLng: false,
      defaultValue: '',
    });
    if (!text) throw new Error(`missing translation ${language}:${fullKey}`);
    return text;
  };
  const definition = mailTemplates[template];
  const content = definition(params, {
    t,
    formatDate: formatDateFor(language),
    formatEuros: formatEurosFor(language),
  });
  const subject = toOneLine(content.subject);
  const layout: LayoutText = {
    signOff: t('layout.signOff'),
    signature: t('layout.signature'),
    contact: t('layout.contact'),
    automatic: t('layout.automatic'),
    rights: t('layout.rights', { year: now.getFullYear() }),
  };
  return {
    subject,
    html: renderHtml({ ...content, subject }, layout, company, language),
    text: renderText(content, layout, company, language),
  };
};
