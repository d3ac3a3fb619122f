/*
 * The texts the company writes (a service's name and description) exist in French, the
 * reference, and in English where the company wrote it. An English reader gets the English
 * text, and the French one only where the English was left empty; every other language reads
 * French (docs/decisions/0049-company-texts-in-both-languages.md). Zod-free: public pages use it.
 */

/** A text in the reader's language: English when asked for and written, else the French. */
export const inLanguage = (
  language: string | undefined,
  french: string,
  english: string | null | undefined,
): string => (language?.startsWith('en') && english?.trim() ? english : french);

/** A service's name and description as a reader of `language` reads them. */
export const serviceText = (
  service: {
    name: string;
    description: string;
    nameEn: string | null;
    descriptionEn: string | null;
  },
  language: string | undefined,
): { name: string; description: string } => ({
  name: inLanguage(language, service.name, service.nameEn),
  description: inLanguage(language, service.description, service.descriptionEn),
});

/** Whether the company left a service's English text (name or description) to write. */
export const isServiceEnglishMissing = (service: {
  nameEn: string | null;
  descriptionEn: string | null;
}): boolean => !service.nameEn?.trim() || !service.descriptionEn?.trim();
