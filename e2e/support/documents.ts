import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import type { SmtpReceiver } from '@navette/test-support/smtp-receiver';

/*
 * The documents a journey receives (docs/product/documents.md): a PDF downloaded from a link of
 * the page, with the page's own session, or attached to an e-mail.
 */

/** The text of a PDF, its pages joined. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text;
};

const isPdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 4)).toString('latin1') === '%PDF';

/**
 * Downloads what the link named `name` points at with the page's cookies (what the browser's
 * download sends), and checks it is a PDF; answers its text.
 */
export const downloadPdf = async (page: Page, name: RegExp): Promise<string> => {
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  if (!href) throw new Error(`no link named ${String(name)}`);
  const response = await page.request.get(href);
  if (response.status() !== 200) throw new Error(`${href} answered ${response.status()}`);
  const bytes = new Uint8Array(await response.body());
  if (!isPdf(bytes)) throw new Error(`${href} is not a PDF`);
  return pdfText(bytes);
};

/** The PDF attachments of the e-mails received by `address` (base64 parts), as text. */
export const pdfAttachmentsTo = async (smtp: SmtpReceiver, address: string): Promise<string[]> => {
  const parts = smtp.messages
    .filter((message) => message.to.includes(address))
    .flatMap((message) =>
      [
        ...message.raw.matchAll(
          /Content-Type: application\/pdf[^\r\n]*(?:\r\n[ \t][^\r\n]*|\r\n[A-Za-z-]+:[^\r\n]*)*\r\n\r\n([A-Za-z0-9+/=\r\n]+)/gi,
        ),
      ].map((match) => Buffer.from((match[1] ?? '').replace(/\r\n/g, ''), 'base64')),
    )
    .map((buffer) => new Uint8Array(buffer))
    .filter(isPdf);
  return Promise.all(parts.map(pdfText));
};
