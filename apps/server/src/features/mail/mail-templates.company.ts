/** Messages for the company's own inbox: contact form and job applications. */
import { formatPhone } from '@navette/shared';
import { toOneLine, type MailTemplates } from './mail-templates.kit';

export interface CompanyMailParams {
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
}

export const companyMailTemplates: MailTemplates<CompanyMailParams> = {
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
          { label: t('applicationReceived.phoneLabel'), value: formatPhone(toOneLine(telephone)) },
        ],
      },
      { kind: 'paragraph', text: t('applicationReceived.next', { url }) },
    ],
    signOff: false,
  }),
};
