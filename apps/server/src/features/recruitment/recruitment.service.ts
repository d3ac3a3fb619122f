import {
  APPLICATIONS_PAGE_SIZE,
  CV_FIELD,
  RECRUITMENT_ERRORS,
  applicationFieldsSchema,
  megabytes,
  summariseApplicationErrors,
  type Application,
  type ApplicationFields,
  type ApplicationPage,
} from '@navette/shared';
import type { Multipart } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import type { ApplicationRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { readMultipartForm } from '../../lib/multipart-errors';
import { fieldErrorKeys } from '../../lib/validation';
import type { EnqueueMail } from '../mail';
import { sanitiseCvName, type CvStorage, type ReceivedCv } from './recruitment.storage';
import {
  deleteApplicationById,
  deleteReceivedMail,
  findApplicationById,
  findApplications,
  insertApplication,
  receivedMailKey,
} from './recruitment.repository';

export interface RecruitmentContext {
  db: Database;
  storage: CvStorage;
  enqueueMail: EnqueueMail;
  cvMaxBytes: number;
  /** the company's inbox, told of each application */
  companyEmail: string;
  /** the back-office page of the applications, linked from that e-mail */
  backOfficeUrl: string;
}

/** What the multipart body carried, once read to its end. */
interface ReceivedApplication {
  fields: Record<string, string>;
  /** names sent twice, or files under another name than `cv` */
  unexpected: string[];
  cv: (ReceivedCv & { originalName: string }) | undefined;
}

const cvTooLarge = (cvMaxBytes: number) =>
  new AppError('CV_TOO_LARGE', {
    fields: { [CV_FIELD]: RECRUITMENT_ERRORS.size },
    params: { max: megabytes(cvMaxBytes) },
  });

/**
 * Reads the whole multipart body: the text fields, and the CV streamed to a temporary file
 * (never held in memory) while its first bytes and size are taken. Any failure removes that file.
 */
const receiveApplication = async (
  parts: AsyncIterable<Multipart>,
  context: RecruitmentContext,
): Promise<ReceivedApplication> => {
  const { file: cv, ...received } = await readMultipartForm(parts, {
    fileField: CV_FIELD,
    receiveFile: async (part) => {
      const file: Readable = part.file;
      const stored = await context.storage.receive(file);
      if (part.file.truncated || stored.bytes > context.cvMaxBytes) {
        await context.storage.discard(stored);
        throw cvTooLarge(context.cvMaxBytes);
      }
      return { ...stored, originalName: part.filename };
    },
    discard: (stored) => context.storage.discard(stored),
    fileTooLarge: () => cvTooLarge(context.cvMaxBytes),
  });
  return { ...received, cv };
};

/**
 * The checks, in the order of docs/product/contact-and-recruitment.md: every field filled
 * (`recruitment.form_error_fields`), then a PDF (`recruitment.form_error_pdf`), then the fields'
 * formats. Field messages are keys.
 */
const checkApplication = (received: ReceivedApplication): ApplicationFields => {
  const parsed = applicationFieldsSchema.safeParse(received.fields);
  // message keys, not yet translated: the summary below is chosen among them
  const fields: Record<string, string> = parsed.success ? {} : fieldErrorKeys(parsed.error.issues);
  for (const name of received.unexpected) fields[name] ??= 'validation.unknownField';
  const cv = received.cv;
  if (!cv || cv.bytes === 0 || !cv.isPdf) fields[CV_FIELD] = RECRUITMENT_ERRORS.pdf;

  const summary = summariseApplicationErrors(fields);
  if (summary === undefined && parsed.success) return parsed.data;
  // the summary first: the error handler shows the first field's message as the error
  const ordered = Object.fromEntries(
    Object.entries(fields).sort(([, a], [, b]) => Number(b === summary) - Number(a === summary)),
  );
  const code =
    summary === RECRUITMENT_ERRORS.fields
      ? 'APPLICATION_INCOMPLETE'
      : summary === RECRUITMENT_ERRORS.pdf
        ? 'CV_NOT_PDF'
        : 'VALIDATION_FAILED';
  throw new AppError(code, { fields: ordered });
};

/**
 * POST /api/recruitment/apply: the CV is kept under a generated name, the application stored and
 * the company told by e-mail in one transaction. Nothing stays behind when any step fails.
 */
export const submitApplication = async (
  context: RecruitmentContext,
  parts: AsyncIterable<Multipart>,
): Promise<void> => {
  const received = await receiveApplication(parts, context);
  let applicant: ApplicationFields;
  try {
    applicant = checkApplication(received);
  } catch (error) {
    if (received.cv) await context.storage.discard(received.cv);
    throw error;
  }
  // checkApplication refused a missing CV
  const cv = received.cv as NonNullable<typeof received.cv>;
  const cvFile = await context.storage.keep(cv);
  try {
    await context.db.transaction(async (tx) => {
      const row = await insertApplication(tx, {
        ...applicant,
        cvFile,
        cvOriginalName: sanitiseCvName(cv.originalName),
      });
      await context.enqueueMail(tx, {
        to: context.companyEmail,
        language: 'fr',
        template: 'applicationReceived',
        params: { ...applicant, url: context.backOfficeUrl },
        dedupeKey: receivedMailKey(row.id),
      });
    });
  } catch (error) {
    await context.storage.remove(cvFile);
    throw error;
  }
};

export const cvUrlOf = (id: string): string => `/api/recruitment/candidatures/${id}/cv`;

const toApplication = (row: ApplicationRow): Application => ({
  _id: row.id,
  nom: row.nom,
  prenom: row.prenom,
  email: row.email,
  telephone: row.telephone,
  cvUrl: cvUrlOf(row.id),
  date: row.createdAt.toISOString(),
});

/** GET /api/recruitment/candidatures: one page of 25, newest first, searched by `q`. */
export const listApplications = async (
  db: Database,
  query: { q?: string | undefined; page: number },
): Promise<ApplicationPage> => {
  const pageSize = APPLICATIONS_PAGE_SIZE;
  const { rows, total } = await findApplications(db, { q: query.q, page: query.page, pageSize });
  return { items: rows.map(toApplication), total, page: query.page, pageSize };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored CV of an application and its download name, or NOT_FOUND. */
export const openCv = async (
  context: Pick<RecruitmentContext, 'db' | 'storage'>,
  id: string,
): Promise<{ stream: Readable; downloadName: string }> => {
  const row = UUID.test(id) ? await findApplicationById(context.db, id) : undefined;
  const stream = row ? await context.storage.open(row.cvFile) : undefined;
  if (!row || !stream) throw new AppError('NOT_FOUND');
  return { stream, downloadName: row.cvOriginalName };
};

/**
 * A candidate's request to be forgotten: the application and the company's e-mail about it go in
 * one transaction, then its CV file (a file left by a failed removal names nobody in the database
 * and is only reachable by its random name).
 */
export const deleteApplication = async (
  context: Pick<RecruitmentContext, 'db' | 'storage'>,
  id: string,
): Promise<void> => {
  const row = UUID.test(id)
    ? await context.db.transaction(async (tx) => {
        const deleted = await deleteApplicationById(tx, id);
        if (deleted) await deleteReceivedMail(tx, id);
        return deleted;
      })
    : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  await context.storage.remove(row.cvFile);
};
