import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, access } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../features/auth/password';
import type { DatabaseHandle } from './client';
import { resolveServiceImagesFolder } from './paths';
import { services, users, vehicles } from './schema';

/** The company's services on a fresh install; the administrator edits them afterwards. */
export const DEFAULT_SERVICES = [
  {
    name: 'Transfert aéroport',
    image: 'transfert-aeroport.svg',
    description:
      "Votre chauffeur suit votre vol et vous attend en zone d'arrivée, une pancarte à votre nom, quelle que soit l'heure. Bagages pris en charge, trajet direct et tarif convenu à l'avance : vous n'avez plus qu'à vous laisser conduire.",
  },
  {
    name: 'Transfert gare',
    image: 'transfert-gare.svg',
    description:
      'Accueil sur le quai ou en tête de train, aide avec les bagages et véhicule stationné au plus près. Nous ajustons la prise en charge au moindre retard de votre train.',
  },
  {
    name: 'Chauffeur privé',
    image: 'chauffeur-prive.svg',
    description:
      "Un chauffeur discret et ponctuel à votre disposition pour l'heure, la demi-journée ou la journée. Rendez-vous d'affaires, soirées ou déplacements en famille, à votre rythme.",
  },
  {
    name: 'Service VIP',
    image: 'service-vip.svg',
    description:
      'Berline haut de gamme, chauffeur en tenue et confidentialité absolue pour vos clients, vos dirigeants et vos invités de marque. Chaque détail est préparé avant votre arrivée.',
  },
  {
    name: 'Mariage',
    image: 'mariage.svg',
    description:
      'Voiture décorée selon vos souhaits, chauffeur attentif au déroulé de la journée et navettes pour vos invités entre la cérémonie et la réception. Vous profitez, nous veillons au reste.',
  },
  {
    name: 'Visites et excursions',
    image: 'visites-excursions.svg',
    description:
      'Découvrez Paris, les châteaux de la Loire ou la Normandie avec un chauffeur qui connaît les meilleurs arrêts. Un itinéraire sur mesure, en petit groupe, à votre rythme.',
  },
] as const;

export const DEFAULT_VEHICLES = [
  { nom: 'Mercedes Classe E', capacitePassagers: 3, capaciteBagagesMin: 0, capaciteBagagesMax: 3 },
  { nom: 'Mercedes Classe V', capacitePassagers: 8, capaciteBagagesMin: 4, capaciteBagagesMax: 8 },
] as const;

export const DEFAULT_ADMIN_EMAIL = 'admin@navette.local';

export interface SeedLogger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface SeedOptions {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  /** public uploads: the service images go to `${uploadsDir}/services` */
  uploadsDir: string;
  log: SeedLogger;
}

const exists = async (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const count = async (handle: DatabaseHandle, table: typeof services | typeof vehicles) => {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

/**
 * Fills a fresh database; run on every start, it only adds what is missing, so an
 * administrator's edits and deletions are never undone.
 */
export const seedDatabase = async (handle: DatabaseHandle, options: SeedOptions) => {
  const imagesDir = path.join(options.uploadsDir, 'services');
  await mkdir(imagesDir, { recursive: true });

  if ((await count(handle, services)) === 0) {
    const bundled = resolveServiceImagesFolder();
    for (const service of DEFAULT_SERVICES) {
      const target = path.join(imagesDir, service.image);
      if (!(await exists(target))) await copyFile(path.join(bundled, service.image), target);
    }
    await handle.db
      .insert(services)
      .values(DEFAULT_SERVICES.map((service, index) => ({ ...service, sortOrder: index })));
    options.log.info(`seed: ${DEFAULT_SERVICES.length} services added`);
  }

  if ((await count(handle, vehicles)) === 0) {
    await handle.db.insert(vehicles).values([...DEFAULT_VEHICLES]);
    options.log.info(`seed: ${DEFAULT_VEHICLES.length} vehicles added`);
  }

  const [admin] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (!admin) {
    const email = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
    const generated = options.adminPassword ? undefined : randomBytes(15).toString('base64url');
    const passwordHash = await hashPassword(options.adminPassword ?? generated ?? '');
    const verified = { role: 'admin' as const, passwordHash, emailVerifiedAt: new Date() };
    // ADMIN_EMAIL may name an account that already exists: it becomes the administrator.
    await handle.db
      .insert(users)
      .values({ name: 'Administrateur', email, ...verified })
      .onConflictDoUpdate({ target: users.email, set: verified });
    if (generated) {
      // Printed once: on the next start an admin exists and nothing is generated.
      options.log.warn(
        `seed: first administrator ${email} created with the generated password ${generated} — sign in at /admin/login and keep it safe (or add another with npm run admin:create)`,
      );
    } else {
      options.log.info(`seed: first administrator ${email} created`);
    }
  }
};
