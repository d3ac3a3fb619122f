/** E-mails to the chauffeurs (docs/product/dispatch.md#chauffeur-accounts). */
import { type MailTemplates } from './mail-templates.kit';

export interface ChauffeurMailParams {
  /** the back-office invited a chauffeur: the link where they choose a password */
  chauffeurInvitation: { name: string; url: string; days: number };
}

export const chauffeurMailTemplates: MailTemplates<ChauffeurMailParams> = {
  chauffeurInvitation: ({ name, url, days }, { t }) => ({
    subject: t('chauffeurInvitation.subject'),
    preheader: t('chauffeurInvitation.preheader'),
    heading: t('chauffeurInvitation.heading'),
    greeting: t('layout.greeting', { name }),
    blocks: [
      { kind: 'paragraph', text: t('chauffeurInvitation.intro') },
      { kind: 'button', label: t('chauffeurInvitation.button'), url },
      { kind: 'paragraph', text: t('chauffeurInvitation.expiry', { count: days }) },
      { kind: 'paragraph', text: t('chauffeurInvitation.ignore') },
    ],
    signOff: true,
  }),
};
