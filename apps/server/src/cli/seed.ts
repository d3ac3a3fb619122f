/**
 * First-start data: the six services the public site offers (docs/product/public-site.md) with
 * their illustrations, the two vehicles, the default tariff priced for them (features/pricing) and
 * the first administrator. It runs on every start and only fills what is missing, so an admin's later edits (a renamed service, a deleted vehicle)
 * are never undone by a restart.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { seedTariff } from '../features/pricing';
import { SERVICE_IMAGES_FOLDER } from '../features/services';
import type { FileStore } from '../lib/file-store';
import { hashPassword } from '../lib/password';
import { firstAdminPasswordFile } from '../lib/private-data-dir';
import { upsertAdmin } from '../db/admin';
import type { DatabaseHandle } from '../db/client';
import { resolveServiceImagesFolder } from '../db/paths';
import { services, users, vehicles, type NewServiceRow, type NewVehicleRow } from '../db/schema';

export const DEFAULT_ADMIN_EMAIL = 'admin@navette.local';

/**
 * The services on offer (docs/product/public-site.md), in the order the site lists them; `image`
 * is a bundled file name; transfers are taxed at 10 %, hire by time at 20 %
 * (docs/product/documents.md#amounts).
 */
/**
 * French descriptions the seed once wrote and later corrected (the airport transfer promised a
 * flight followed in real time, which nothing does): a default service still carrying one of them,
 * untouched by the company, gets the corrected text with its English.
 */
const SUPERSEDED_DESCRIPTIONS: Readonly<Record<string, readonly string[]>> = {
  'Transfert aéroport': [
    'Votre chauffeur vous attend en zone d’arrivée, suit votre vol en temps réel et prend en charge vos bagages. Un trajet serein vers Roissy-Charles-de-Gaulle, Orly ou Beauvais, à l’heure qui vous convient, de jour comme de nuit.',
  ],
};

export const DEFAULT_SERVICES = [
  {
    name: 'Transfert aéroport',
    description:
      'Votre chauffeur vous attend en zone d’arrivée et prend en charge vos bagages. Un trajet serein vers Roissy-Charles-de-Gaulle, Orly ou Beauvais, à l’heure qui vous convient, de jour comme de nuit.',
    nameEn: 'Airport transfer',
    descriptionEn:
      'Your chauffeur waits for you in the arrivals area and takes care of your luggage. A relaxed ride to Roissy-Charles-de-Gaulle, Orly or Beauvais, at the time that suits you, day or night.',
    image: 'transfert-aeroport.svg',
    vatRateBp: 1000,
  },
  {
    name: 'Transfert gare',
    description:
      'De votre porte au quai, ou du quai à votre destination, nous ajustons l’horaire à celui de votre train. Accueil personnalisé en gare, aide aux bagages et véhicule climatisé pour commencer ou achever votre voyage en douceur.',
    nameEn: 'Station transfer',
    descriptionEn:
      'From your door to the platform, or from the platform to your destination, we time the pickup to your train. A personal welcome at the station, help with your luggage and an air-conditioned car to begin or end your journey in comfort.',
    image: 'transfert-gare.svg',
    vatRateBp: 1000,
  },
  {
    name: 'Chauffeur privé',
    description:
      'Un chauffeur expérimenté et discret à votre disposition, pour une heure, une journée ou un déplacement d’affaires. Berline ou van haut de gamme, itinéraire soigné et ponctualité irréprochable.',
    nameEn: 'Private chauffeur',
    descriptionEn:
      'An experienced, discreet chauffeur at your disposal for an hour, a day or a business trip. A top-of-the-range sedan or van, a well-planned route and impeccable punctuality.',
    image: 'chauffeur-prive.svg',
    vatRateBp: 2000,
  },
  {
    name: 'Service VIP',
    description:
      'Un accompagnement sur mesure pour vos invités de marque, vos événements et vos déplacements confidentiels. Confort premium, discrétion absolue et attention portée à chaque détail, de la prise en charge à l’arrivée.',
    nameEn: 'VIP service',
    descriptionEn:
      'Tailored care for your distinguished guests, your events and your confidential journeys. Premium comfort, absolute discretion and attention to every detail, from pickup to arrival.',
    image: 'service-vip.svg',
    vatRateBp: 2000,
  },
  {
    name: 'Mariage',
    description:
      'Le jour de votre mariage, arrivez avec élégance dans un véhicule décoré à vos couleurs, conduit par un chauffeur en tenue. Nous orchestrons aussi les navettes de vos invités, de la cérémonie jusqu’à la réception.',
    nameEn: 'Wedding',
    descriptionEn:
      'On your wedding day, arrive in style in a car decorated in your colours, driven by a chauffeur in uniform. We also run the shuttles for your guests, from the ceremony to the reception.',
    image: 'mariage.svg',
    vatRateBp: 2000,
  },
  {
    name: 'Visites et excursions',
    description:
      'Découvrez Paris, les châteaux de la Loire ou la Normandie à votre rythme, confortablement installés avec votre chauffeur. Nous composons l’itinéraire avec vous, des grands monuments aux adresses plus confidentielles.',
    nameEn: 'Tours and excursions',
    descriptionEn:
      'Discover Paris, the Loire Valley châteaux or Normandy at your own pace, comfortably seated with your chauffeur. We plan the route with you, from the great monuments to the lesser-known places.',
    image: 'visites-excursions.svg',
    vatRateBp: 2000,
  },
] as const satisfies readonly Pick<
  NewServiceRow,
  'name' | 'description' | 'nameEn' | 'descriptionEn' | 'image' | 'vatRateBp'
>[];

/**
 * The fleet: a sedan for up to three passengers and the eight-seat van of the pricing page
 * ("8 passengers, 4 luggage"). The van's range reads as 4 large cases when full, up to 8 when
 * fewer seats are taken.
 */
export const DEFAULT_VEHICLES = [
  { nom: 'Mercedes Classe E', capacitePassagers: 3, capaciteBagagesMin: 0, capaciteBagagesMax: 3 },
  { nom: 'Mercedes Classe V', capacitePassagers: 8, capaciteBagagesMin: 4, capaciteBagagesMax: 8 },
] as const satisfies readonly Omit<NewVehicleRow, 'id' | 'createdAt' | 'updatedAt'>[];

export interface SeedLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface SeedOptions {
  /** e-mail of the first admin (ADMIN_EMAIL); default admin@navette.local */
  adminEmail?: string | undefined;
  /**
   * password of the first admin (ADMIN_PASSWORD); when absent one is generated, written to
   * `firstAdminPasswordFile(dataDir)` and must be changed at the first sign-in
   */
  adminPassword?: string | undefined;
  /** DATA_DIR: where a generated first password is written */
  dataDir: string;
  /** the file store: the default services' images go to its `uploads/services/` folder */
  files: FileStore;
  log: SeedLogger;
}

export interface SeedResult {
  servicesCreated: number;
  vehiclesCreated: number;
  /** the default tariff was written as version 1 (there was none) */
  tariffCreated: boolean;
  imagesCopied: number;
  /** the e-mail of the admin created or promoted, when this run did so */
  adminCreated: string | undefined;
}

/**
 * Transaction-level advisory lock: instances starting together against one PostgreSQL would
 * otherwise both see empty tables and insert the services twice. Released at commit.
 */
const SEED_LOCK_KEY = 0x6e61766573656564n; // "navseed"

/** 24 random bytes: 32 characters of base64url, far beyond any guessing. */
const generatePassword = (): string => randomBytes(24).toString('base64url');

/**
 * Writes the generated password to a file only the owner can read. O_EXCL (`wx`) never follows a
 * planted link or reuses a file someone else opened; a stale file of a run whose account was not
 * kept is replaced.
 */
const writeFirstAdminPassword = async (file: string, password: string): Promise<void> => {
  await mkdir(dirname(file), { recursive: true });
  const create = () => open(file, 'wx', 0o600);
  const handle = await create().catch(async (error: unknown) => {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    await rm(file, { force: true });
    return create();
  });
  try {
    await handle.writeFile(`${password}\n`);
  } finally {
    await handle.close();
  }
};

const copyServiceImages = async (files: FileStore): Promise<number> => {
  const source = resolveServiceImagesFolder();
  let copied = 0;
  for (const { image } of DEFAULT_SERVICES) {
    // an existing file (perhaps replaced by the owner) is left alone
    const key = SERVICE_IMAGES_FOLDER + image;
    if (await files.exists(key)) continue;
    await files.put(key, await readFile(join(source, image)));
    copied += 1;
  }
  return copied;
};

export const seedDatabase = async (
  handle: DatabaseHandle,
  options: SeedOptions,
): Promise<SeedResult> => {
  const imagesCopied = await copyServiceImages(options.files);
  const adminEmail = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generated = options.adminPassword ? undefined : generatePassword();
  const adminPassword = options.adminPassword || generated;
  // Hash before the transaction (25 ms of CPU need not hold the lock), and only when it may be used.
  const [existingAdmin] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  const passwordHash =
    existingAdmin || adminPassword === undefined ? undefined : await hashPassword(adminPassword);

  const result = await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY.toString()}::bigint)`);

    let servicesCreated = 0;
    const [serviceCount] = await tx.select({ n: count() }).from(services);
    if (serviceCount?.n === 0) {
      const inserted = await tx
        .insert(services)
        .values(DEFAULT_SERVICES.map((service, index) => ({ ...service, sortOrder: index })))
        .returning({ id: services.id });
      servicesCreated = inserted.length;
    } else {
      // A database seeded before services had English texts: a default service the company has
      // left as it was (French unchanged, no English) gets its English; an edited one is left
      // to the company (docs/decisions/0049-company-texts-in-both-languages.md).
      for (const service of DEFAULT_SERVICES) {
        await tx
          .update(services)
          .set({
            description: service.description,
            nameEn: service.nameEn,
            descriptionEn: service.descriptionEn,
          })
          .where(
            and(
              eq(services.name, service.name),
              inArray(services.description, [
                service.description,
                ...(SUPERSEDED_DESCRIPTIONS[service.name] ?? []),
              ]),
              isNull(services.nameEn),
              isNull(services.descriptionEn),
            ),
          );
      }
    }

    let vehiclesCreated = 0;
    const [vehicleCount] = await tx.select({ n: count() }).from(vehicles);
    if (vehicleCount?.n === 0) {
      const inserted = await tx
        .insert(vehicles)
        .values([...DEFAULT_VEHICLES])
        .returning({ id: vehicles.id });
      vehiclesCreated = inserted.length;
    }

    // from the services and vehicles above, by name: a first tariff the company then adjusts
    const tariffCreated = await seedTariff(tx);

    let adminCreated: string | undefined;
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .limit(1);
    if (!admin && passwordHash !== undefined) {
      // An existing customer account with the configured e-mail is promoted: the operator chose
      // that address for the admin.
      await upsertAdmin(tx, {
        email: adminEmail,
        passwordHash,
        passwordChangeRequired: generated !== undefined,
      });
      // Inside the transaction: an account whose password could not be written is not kept.
      if (generated !== undefined) {
        await writeFirstAdminPassword(firstAdminPasswordFile(options.dataDir), generated);
      }
      adminCreated = adminEmail;
    }
    return { servicesCreated, vehiclesCreated, tariffCreated, adminCreated };
  });

  if (result.servicesCreated > 0 || result.vehiclesCreated > 0) {
    options.log.info(
      `Seeded ${result.servicesCreated} services and ${result.vehiclesCreated} vehicles`,
    );
  }
  if (result.tariffCreated) options.log.info('Seeded the default tariff (version 1)');
  if (result.adminCreated !== undefined) {
    if (generated !== undefined) {
      // Never the password itself: logs are copied and kept where a password must not be.
      options.log.warn(
        `Admin account created: ${result.adminCreated}. Its generated password is in ${firstAdminPasswordFile(options.dataDir)} (readable by this user only): sign in at /admin/login, where you will choose a new password and set up two-step verification; the file is deleted then. (Or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start.)`,
      );
    } else {
      options.log.info(`Admin account created: ${result.adminCreated}`);
    }
  }
  return { ...result, imagesCopied };
};
