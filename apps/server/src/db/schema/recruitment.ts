/** Job applications sent through the recruitment form, with the stored CV. */
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const applications = pgTable(
  'applications',
  {
    id: id(),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    /** generated file name in the private uploads folder; never the name the visitor sent */
    cvFile: text('cv_file').notNull(),
    /** the visitor's file name, only offered back as the download name */
    cvOriginalName: text('cv_original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('applications_cv_file_unique').on(t.cvFile)],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
