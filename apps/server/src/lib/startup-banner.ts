/**
 * What an operator reads once the server listens (docs/architecture.md, "First start"): where it
 * is served, which database and mail transport it uses, which optional integrations are on, and
 * where the first administrator's generated password was written. Never a password: URLs are
 * reduced to their host, port and database name.
 */
import type { AppConfig } from '../config';
import { describeS3Location } from './file-store';
import { missingLegalIdentifiers, type CompanyIdentity } from '../config-company';

export type BannerConfig = Pick<
  AppConfig,
  | 'publicUrl'
  | 'databaseUrl'
  | 'dataDir'
  | 'storage'
  | 'smtpUrl'
  | 'mailDir'
  | 'google'
  | 'payments'
  | 'redisUrl'
  | 'geocoder'
  | 'geocoding'
  | 'router'
  | 'routing'
> & {
  company: Pick<CompanyIdentity, 'name' | 'siren' | 'siret' | 'vatNumber' | 'vtcRegistry'>;
};

export interface BannerFacts {
  /** the generated password's file, when it is still there (the first admin has not signed in) */
  firstAdminPasswordFile: string | undefined;
}

/** `postgres://user:secret@db:5432/navette?ssl=1` → `db:5432/navette`; never the credentials. */
const hostOf = (url: string, withPath: boolean): string => {
  try {
    const parsed = new URL(url);
    const path = withPath ? parsed.pathname.replace(/(?<!\/)\/+$/, '') : '';
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${path}`;
  } catch {
    return 'unreadable URL';
  }
};

const onOff = (on: boolean, detail?: string) => (on ? `on${detail ? ` (${detail})` : ''}` : 'off');

/** The banner's facts as label/value pairs: the JSON log line's fields, and the box's lines. */
export const bannerEntries = (config: BannerConfig, facts: BannerFacts): [string, string][] => {
  const missing = missingLegalIdentifiers(config.company);
  return [
    ['url', config.publicUrl],
    [
      'database',
      config.databaseUrl
        ? `PostgreSQL (${hostOf(config.databaseUrl, true)})`
        : `PGlite (${config.dataDir}/db)`,
    ],
    // where the images, CVs, documents and backups are (docs/decisions/0054-*.md); never a secret
    [
      'files',
      config.storage.kind === 's3'
        ? describeS3Location(config.storage)
        : `${config.storage.root} (this machine)`,
    ],
    [
      'mail',
      config.smtpUrl ? `SMTP (${hostOf(config.smtpUrl, false)})` : `files in ${config.mailDir}`,
    ],
    ['google', onOff(Boolean(config.google.clientId))],
    // who takes the money (config.ts, paymentMode): Stripe, or nobody
    [
      'payments',
      config.payments.mode === 'stripe'
        ? 'Stripe Checkout'
        : 'built-in test checkout (takes no money)',
    ],
    ['redis', onOff(Boolean(config.redisUrl), config.redisUrl && hostOf(config.redisUrl, false))],
    ['geocoder', `${config.geocoder} (${hostOf(config.geocoding.url, false)})`],
    // the road distances of instant prices (docs/product/pricing.md)
    ['router', `${config.router} (${hostOf(config.routing.url, false)})`],
    [
      'first admin',
      facts.firstAdminPasswordFile
        ? `password in ${facts.firstAdminPasswordFile} (readable by this user only)`
        : 'already set up',
    ],
    // docs/product/documents.md#the-operators-identity
    [
      'documents',
      missing.length > 0
        ? `every bon and facture is a SPÉCIMEN until ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} set`
        : 'bons and factures carry the legal identifiers',
    ],
  ];
};

/** The banner as a framed block of plain lines, for a terminal. */
export const startupBanner = (config: BannerConfig, facts: BannerFacts): string => {
  const entries = bannerEntries(config, facts);
  const labelWidth = Math.max(...entries.map(([label]) => label.length));
  const lines = [
    `${config.company.name} is ready`,
    '',
    ...entries.map(([label, value]) => `${label.padEnd(labelWidth)}  ${value}`),
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n');
};
