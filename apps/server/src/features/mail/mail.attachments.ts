import type { MailOutboxRow } from '../../db/schema';
import type { FileStore } from '../../lib/file-store';
import type { OutgoingAttachment } from './mail.transport';

/**
 * A queued e-mail's files, opened from the file store (a folder or a bucket, so that whichever
 * instance sends the mail finds what another issued). A throw fails the send like a refusal: the
 * row is retried, then given up; the streams opened before it are closed.
 */
export const openAttachments = async (
  files: FileStore | undefined,
  row: MailOutboxRow,
): Promise<OutgoingAttachment[]> => {
  const opened: OutgoingAttachment[] = [];
  try {
    for (const { filename, contentType, path: key } of row.attachments ?? []) {
      if (!files) throw new Error('mail worker has no file store to find attachments in');
      const file = await files.get(key);
      if (!file) throw new Error(`attachment missing from the file store: ${key}`);
      opened.push({ filename, contentType, content: file.stream });
    }
  } catch (error) {
    for (const attachment of opened) attachment.content.destroy();
    throw error;
  }
  return opened;
};
