import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';

/** The e-mails queued for an address, newest first. */
export const mailsTo = (db: Database, recipient: string, template?: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, recipient),
        template ? eq(mailOutbox.template, template) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt));

/**
 * The newest verification (or password reset) code e-mailed to an address: kept apart from the
 * mail's body, which shows a mask (mail.outbox.ts), until the mail is sent.
 */
export const latestCodeFor = async (
  db: Database,
  recipient: string,
  template: 'verificationCode' | 'passwordReset' = 'verificationCode',
): Promise<string> => {
  const [mail] = await mailsTo(db, recipient, template);
  const code = mail?.secret;
  if (!code) throw new Error(`no ${template} code was e-mailed to ${recipient}`);
  return code;
};
