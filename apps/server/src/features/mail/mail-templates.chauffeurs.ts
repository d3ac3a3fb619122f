/**
 * The e-mail inviting a chauffeur to set the password of their account
 * (docs/product/dispatch.md#chauffeurs). The link is single-use and expires.
 */
import type { MailTemplates } from './mail-templates.kit';

export interface ChauffeurMailParams {
  chauffeurInvitation: { name: string; url: string; days: number };
}

export const chauffeurMailTemplates: MailTemplates<ChauffeurMailParams> = {
  chauffeurInvitation: ({ name, url, days }, { t }) => ({
    subject: t('chauffeurInvitation.subject'),
    preheader: t('chauffeurInvitation.preheader'),
    heading: t('chauffeurInvitation.heading'),
    greeting: t('layout.greeting', { name }),
    signOff: true,
    blocks: [
      { kind: 'paragraph', text: t('chauffeurInvitation.intro') },
      { kind: 'button', label: t('chauffeurInvitation.button'), url },
      { kind: 'paragraph', text: t('chauffeurInvitation.expiry', { days }) },
    ],
  }),
};
