/** E-mails about an account: its verification and its safety. */
import { type MailTemplates } from './mail-templates.kit';

export interface AccountMailParams {
  /**
   * Sent to an address that has not proven to be its sender's: nothing the sender typed goes in
   * it, so that no one can make us mail their words to a stranger (docs/product/emails.md).
   */
  verificationCode: { code: string; minutes: number };
  /** someone tried to register an address that already has an account */
  accountExists: { name: string };
  /** an account's address collected many failed sign-ins today (sent to a verified address) */
  signInFailures: { name: string };
  /**
   * An administrator's second-factor step locked after too many wrong codes, with the link that
   * unlocks it (docs/product/back-office.md#sign-in); sent once per lock
   */
  secondFactorLocked: { name: string; count: number; url: string };
  /**
   * A forgotten password's one-time code and the reset page's link (the address filled in), sent
   * only to the address of an existing customer account (docs/decisions/0029-password-reset.md)
   */
  passwordReset: { code: string; minutes: number; url: string };
  /**
   * The account (or, on an administrator's action, the person's data) was erased: no name, since
   * none is held any more; what went, and that invoices stay anonymised as the law requires
   * (docs/product/data-protection.md#erasure)
   */
  accountDeleted: { invoicesKept: boolean };
}

export const accountMailTemplates: MailTemplates<AccountMailParams> = {
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

  secondFactorLocked: ({ name, count, url }, { t }) => ({
    subject: t('secondFactorLocked.subject'),
    preheader: t('secondFactorLocked.preheader', { count }),
    heading: t('secondFactorLocked.heading'),
    greeting: t('layout.greeting', { name }),
    blocks: [
      { kind: 'paragraph', text: t('secondFactorLocked.intro', { count }) },
      { kind: 'paragraph', text: t('secondFactorLocked.ifNotYou') },
      { kind: 'paragraph', text: t('secondFactorLocked.unlock', { url }) },
      { kind: 'paragraph', text: t('secondFactorLocked.operator') },
    ],
    signOff: true,
  }),

  passwordReset: ({ code, minutes, url }, { t }) => ({
    // never the code in the subject: it would show on a locked phone's notifications
    subject: t('passwordReset.subject'),
    preheader: t('passwordReset.preheader'),
    heading: t('passwordReset.heading'),
    greeting: t('layout.greetingAnonymous'),
    blocks: [
      { kind: 'paragraph', text: t('passwordReset.intro') },
      { kind: 'code', label: t('passwordReset.codeLabel'), code },
      { kind: 'paragraph', text: t('passwordReset.link', { url }) },
      { kind: 'paragraph', text: t('passwordReset.expiry', { count: minutes }) },
      { kind: 'paragraph', text: t('passwordReset.ignore') },
    ],
    signOff: true,
  }),

  accountDeleted: ({ invoicesKept }, { t }) => ({
    subject: t('accountDeleted.subject'),
    preheader: t('accountDeleted.preheader'),
    heading: t('accountDeleted.heading'),
    greeting: t('layout.greetingAnonymous'),
    blocks: [
      { kind: 'paragraph', text: t('accountDeleted.intro') },
      { kind: 'paragraph', text: t('accountDeleted.erased') },
      {
        kind: 'paragraph',
        text: t(invoicesKept ? 'accountDeleted.invoicesKept' : 'accountDeleted.invoicesLaw'),
      },
      { kind: 'paragraph', text: t('accountDeleted.notYou') },
    ],
    signOff: true,
  }),
};
