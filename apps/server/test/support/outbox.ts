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

/** The newest verification code e-mailed to an address. */
export const latestCodeFor = async (db: Database, recipient: string): Promise<string> => {
  const [mail] = await mailsTo(db, recipient, 'verificationCode');
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no verification code was e-mailed to ${recipient}`);
  return code;
};
