import { describe, expect, it } from 'vitest';
import { bannerEntries, startupBanner, type BannerConfig } from './startup-banner';

const base: BannerConfig = {
  company: {
    name: 'Navette',
    siren: undefined,
    siret: undefined,
    vatNumber: undefined,
    vtcRegistry: undefined,
  },
  publicUrl: 'https://navette.example',
  databaseUrl: undefined,
  dataDir: './data',
  storage: { kind: 'filesystem', root: './data' },
  smtpUrl: undefined,
  mailDir: './data/mail',
  google: { clientId: undefined, clientSecret: undefined, issuer: 'https://accounts.google.com' },
  payments: { mode: 'test', rateLimit: { perIp: 30, windowMs: 900_000 } },
  redisUrl: undefined,
  geocoder: 'ban',
  geocoding: {
    url: 'https://api-adresse.data.gouv.fr',
    timeoutMs: 3000,
    rateLimit: { perIp: 60, windowMs: 60_000 },
  },
  router: 'geoplateforme',
  routing: { url: 'https://data.geopf.fr/navigation/itineraire', timeoutMs: 3000 },
};

describe('startup banner', () => {
  it('names PGlite, mail files, every integration off and the first admin password file', () => {
    const banner = startupBanner(base, {
      firstAdminPasswordFile: './data/first-admin-password.txt',
    });
    expect(banner.split('\n')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\| url +https:\/\/navette\.example +\|$/),
        expect.stringMatching(/^\| database +PGlite \(\.\/data\/db\) +\|$/),
        expect.stringMatching(/^\| files +\.\/data \(this machine\) +\|$/),
        expect.stringMatching(/^\| mail +files in \.\/data\/mail +\|$/),
        expect.stringMatching(/^\| google +off +\|$/),
        expect.stringMatching(/^\| payments +built-in test checkout \(takes no money\) +\|$/),
        expect.stringMatching(/^\| redis +off +\|$/),
        expect.stringMatching(/^\| geocoder +ban \(api-adresse\.data\.gouv\.fr\) +\|$/),
        expect.stringMatching(/^\| router +geoplateforme \(data\.geopf\.fr\) +\|$/),
        expect.stringMatching(
          /^\| first admin +password in \.\/data\/first-admin-password\.txt \(readable by this user only\) +\|$/,
        ),
      ]),
    );
  });

  it('shows hosts of PostgreSQL, SMTP and Redis, never their user or password', () => {
    const config: BannerConfig = {
      ...base,
      databaseUrl: 'postgres://navette:pg-Secret-1@db.internal:5432/navette?sslmode=require',
      smtpUrl: 'smtps://mailer:smtp-Secret-2@smtp.example:465',
      redisUrl: 'redis://:redis-Secret-3@cache:6379/0',
      storage: {
        kind: 's3',
        bucket: 'files',
        prefix: 'site/',
        endpoint: 'https://s3.example',
        region: 'fr-par',
        forcePathStyle: false,
        credentials: { accessKeyId: 'AKIA-5', secretAccessKey: 's3-Secret-5' },
      },
      google: { ...base.google, clientId: 'id', clientSecret: 'google-Secret-4' },
      payments: { ...base.payments, mode: 'stripe' },
    };
    const entries = Object.fromEntries(
      bannerEntries(config, { firstAdminPasswordFile: undefined }),
    );
    expect(entries).toMatchObject({
      database: 'PostgreSQL (db.internal:5432/navette)',
      mail: 'SMTP (smtp.example:465)',
      google: 'on',
      payments: 'Stripe Checkout',
      redis: 'on (cache:6379)',
      files: 's3://files/site/ at https://s3.example',
      'first admin': 'already set up',
    });
    const banner = startupBanner(config, { firstAdminPasswordFile: undefined });
    for (const secret of ['Secret', 'navette:', 'mailer', 'whsec', 'sk_test', 'AKIA']) {
      expect(banner).not.toContain(secret);
    }
  });

  it('says that every bon and facture is a SPÉCIMEN while a legal identifier is unset, naming the variables', () => {
    const banner = startupBanner(base, { firstAdminPasswordFile: undefined });
    expect(banner).toContain(
      '| documents    every bon and facture is a SPÉCIMEN until COMPANY_SIREN, COMPANY_SIRET, COMPANY_VAT_NUMBER, COMPANY_VTC_REGISTRY are set |',
    );
    const almost = {
      ...base,
      company: {
        ...base.company,
        siren: '732829320',
        siret: '73282932000074',
        vatNumber: 'FR44732829320',
      },
    };
    expect(
      Object.fromEntries(bannerEntries(almost, { firstAdminPasswordFile: undefined })),
    ).toMatchObject({
      documents: 'every bon and facture is a SPÉCIMEN until COMPANY_VTC_REGISTRY is set',
    });
    const complete = { ...almost, company: { ...almost.company, vtcRegistry: 'EVTC075190001' } };
    expect(
      Object.fromEntries(bannerEntries(complete, { firstAdminPasswordFile: undefined })),
    ).toMatchObject({
      documents: 'bons and factures carry the legal identifiers',
    });
  });
});
