import { eq } from 'drizzle-orm';
import { applications } from '../../src/db/schema';
import type { TestApp } from '../build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';
import { multipart, type FilePart } from '@navette/test-support/files';

/** A candidate's application through the public form, its fields and files as a browser sends them. */
export const postApplication = (t: TestApp, fields: Record<string, string>, files: FilePart[]) => {
  const body = multipart(fields, files);
  return new BrowserClient(t.app).request({
    method: 'POST',
    url: '/api/recruitment/apply',
    payload: body.payload,
    headers: body.headers,
  });
};

/** The stored application of an e-mail address; there must be one. */
export const applicationOf = async (t: TestApp, email: string) => {
  const [row] = await t.database.db
    .select()
    .from(applications)
    .where(eq(applications.email, email));
  if (!row) throw new Error('the application was not stored');
  return row;
};
