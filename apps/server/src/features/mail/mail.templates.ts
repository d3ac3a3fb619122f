/**
 * The e-mails Navette sends: a typed registry of templates, each rendered in French or English
 * from the `mail.*` keys of the shared catalogue into a subject, an HTML part and a plain-text
 * part. The company's name, phone and e-mail come from configuration, so one build serves any
 * operator.
 *
 * A template only describes its content as blocks; one layout turns blocks into HTML and text,
 * so every e-mail looks alike and escaping happens in exactly one place. The templates live by
 * domain in mail-templates.<domain>.ts: a new e-mail adds its parameters and its template there.
 */
import { formatEuros, formatLongDate, formatPhone, type Language } from '@navette/shared';
import { translatorFor } from '../../lib/i18n';
import {
  renderHtml,
  renderText,
  type LayoutText,
  type MailCompany,
  type RenderedMail,
} from './mail.layout';
import {
  toOneLine,
  withManageButton,
  type MailTemplate,
  type MailTemplateContext,
  type WithManageLink,
} from './mail-templates.kit';
import { accountMailTemplates, type AccountMailParams } from './mail-templates.account';
import { chauffeurMailTemplates, type ChauffeurMailParams } from './mail-templates.chauffeurs';
import { companyMailTemplates, type CompanyMailParams } from './mail-templates.company';
import {
  notificationMailTemplates,
  type NotificationMailParams,
} from './mail-templates.notifications';
import { paymentMailTemplates, type PaymentMailParams } from './mail-templates.payments';
import { tripMailTemplates, type TripMailParams } from './mail-templates.trips';
import {
  reservationMailTemplates,
  type ReservationMailParams,
} from './mail-templates.reservations';

export type { MailTemplate, MailTemplateContext } from './mail-templates.kit';

/** The parameters of each template, by name. */
export interface MailTemplateParamsMap
  extends
    AccountMailParams,
    ChauffeurMailParams,
    CompanyMailParams,
    NotificationMailParams,
    TripMailParams,
    WithManageLink<ReservationMailParams>,
    WithManageLink<PaymentMailParams> {}

export type MailTemplateName = keyof MailTemplateParamsMap;

export const mailTemplates: { [N in MailTemplateName]: MailTemplate<MailTemplateParamsMap[N]> } = {
  ...accountMailTemplates,
  ...chauffeurMailTemplates,
  ...companyMailTemplates,
  ...notificationMailTemplates,
  ...tripMailTemplates,
  // every e-mail about a reservation carries its "Gérer ma réservation" button (decision 0047)
  ...withManageButton(reservationMailTemplates),
  ...withManageButton(paymentMailTemplates),
};

// Full month and weekday names read better in an e-mail than 14/06/2025, and avoid the
// day/month ambiguity between French and English readers.
const DATE_LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

const formatDateFor = (language: Language) => (isoDate: string) =>
  formatLongDate(isoDate, DATE_LOCALES[language]);

// every amount of an e-mail with its cents, as the site and the documents write it
const formatEurosFor = (language: Language) => (amount: number) =>
  formatEuros(amount, language, 'always');

/**
 * The texts of the e-mails, by language, key, company and values: the same sentences come back in
 * every e-mail (the layout's, a template's with the same date), and i18next takes tens of
 * microseconds to resolve each (docs/decisions/0037-request-hot-path.md). The catalogue does not
 * change while the process runs.
 */
const translations = new Map<string, string>();
const TRANSLATIONS_KEPT = 5_000;

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
    const memoKey = JSON.stringify([language, fullKey, company, oneLineValues]);
    const known = translations.get(memoKey);
    if (known !== undefined) return known;
    const text = translate(fullKey, {
      company: company.name,
      phone: formatPhone(company.phone),
      email: company.email,
      ...oneLineValues,
      // the language's own text, never the French fallback, and never the bare key
      fallbackLng: false,
      defaultValue: '',
    });
    if (!text) throw new Error(`missing translation ${language}:${fullKey}`);
    if (translations.size >= TRANSLATIONS_KEPT) translations.clear();
    translations.set(memoKey, text);
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
