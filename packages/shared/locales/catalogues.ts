/*
 * The translation catalogue, one JSON file per language and namespace (docs/decisions/0015).
 * The server imports them all for its errors, e-mails and documents and serves them to the app, which
 * fetches only the namespaces a screen needs: the public pages never download `admin`.
 */
import type { Namespace } from './namespaces';
import enCommon from './en/common.json' with { type: 'json' };
import enPublic from './en/public.json' with { type: 'json' };
import enInfo from './en/info.json' with { type: 'json' };
import enBooking from './en/booking.json' with { type: 'json' };
import enAuth from './en/auth.json' with { type: 'json' };
import enAccount from './en/account.json' with { type: 'json' };
import enAdmin from './en/admin.json' with { type: 'json' };
import enChauffeur from './en/chauffeur.json' with { type: 'json' };
import enMail from './en/mail.json' with { type: 'json' };
import enDocuments from './en/documents.json' with { type: 'json' };
import frCommon from './fr/common.json' with { type: 'json' };
import frPublic from './fr/public.json' with { type: 'json' };
import frInfo from './fr/info.json' with { type: 'json' };
import frBooking from './fr/booking.json' with { type: 'json' };
import frAuth from './fr/auth.json' with { type: 'json' };
import frAccount from './fr/account.json' with { type: 'json' };
import frAdmin from './fr/admin.json' with { type: 'json' };
import frChauffeur from './fr/chauffeur.json' with { type: 'json' };
import frMail from './fr/mail.json' with { type: 'json' };
import frDocuments from './fr/documents.json' with { type: 'json' };

export { NAMESPACES, SERVER_NAMESPACES, type Namespace } from './namespaces';

/** Each language's namespaces; the French files are the reference for the keys' types. */
export const catalogues = {
  fr: {
    common: frCommon,
    public: frPublic,
    info: frInfo,
    booking: frBooking,
    auth: frAuth,
    account: frAccount,
    admin: frAdmin,
    chauffeur: frChauffeur,
    mail: frMail,
    documents: frDocuments,
  },
  en: {
    common: enCommon,
    public: enPublic,
    info: enInfo,
    booking: enBooking,
    auth: enAuth,
    account: enAccount,
    admin: enAdmin,
    chauffeur: enChauffeur,
    mail: enMail,
    documents: enDocuments,
  },
} as const satisfies Record<'fr' | 'en', Record<Namespace, object>>;

export type Catalogue = (typeof catalogues)['fr'];
