/**
 * Archives are encrypted with age (the `age-encryption` package, age-encryption.org/v1), to the
 * configured keys (docs/decisions/0044-personal-data-owned-private-and-encrypted.md): BACKUP_KEY,
 * an age identity (its recipient) or a passphrase, and BACKUP_RECIPIENT, recipients whose
 * identity is kept elsewhere. age authenticates every 64 KiB chunk and the end of the file, so a
 * changed, cut or foreign archive fails its decryption, which a restore completes before it
 * unpacks anything.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Decrypter, Encrypter, identityToRecipient } from 'age-encryption';
import type { BackupKeys } from '../../config-values';
import { AGE_IDENTITY } from '../../config-values';
import { BackupError } from './backup.error';

/** How every age file begins. */
const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n');

/** The name an encrypted archive gets: the plain archive's, with age's extension. */
export const ENCRYPTED_SUFFIX = '.age';

const isIdentity = (key: string): boolean => AGE_IDENTITY.test(key);

export const hasBackupKeys = (keys: BackupKeys): boolean =>
  keys.key !== undefined || keys.recipients.length > 0;

/** The encrypter to the configured keys (hasBackupKeys must hold). */
const encrypterFor = async (keys: BackupKeys): Promise<Encrypter> => {
  const encrypter = new Encrypter();
  if (keys.key !== undefined && !isIdentity(keys.key)) {
    if (keys.recipients.length > 0) {
      throw new BackupError(
        'BACKUP_KEY is a passphrase, which age cannot combine with BACKUP_RECIPIENT: use an age identity (age-keygen) as BACKUP_KEY, or no BACKUP_KEY on this machine. Nothing was written.',
      );
    }
    encrypter.setPassphrase(keys.key);
    return encrypter;
  }
  if (keys.key !== undefined) encrypter.addRecipient(await identityToRecipient(keys.key));
  for (const recipient of keys.recipients) encrypter.addRecipient(recipient);
  return encrypter;
};

/** Checks the keys before anything is written: a bad recipient fails now, not after the dump. */
export const prepareEncryption = async (keys: BackupKeys) => {
  const encrypter = await encrypterFor(keys).catch((error: unknown) => {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `BACKUP_KEY or BACKUP_RECIPIENT is not a usable age key (${error instanceof Error ? error.message : String(error)}). Nothing was written.`,
    );
  });
  return {
    /** Writes `to` (0600, created new) as the age encryption of the file `from`. */
    encryptFile: async (from: string, to: string): Promise<void> => {
      const source = Readable.toWeb(createReadStream(from));
      const encrypted = await encrypter.encrypt(source);
      await pipeline(
        Readable.fromWeb(encrypted),
        createWriteStream(to, { flags: 'wx', mode: 0o600 }),
      );
    },
  };
};

/** Whether the file is an age file (by its first line). */
export const isEncryptedArchive = async (file: string): Promise<boolean> => {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(AGE_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === AGE_MAGIC.length && head.equals(AGE_MAGIC);
  } finally {
    await handle.close();
  }
};

export const NO_KEY_TO_DECRYPT =
  'this archive is encrypted: set BACKUP_KEY to the age identity or the passphrase it was made for. Nothing was changed.';

/**
 * Decrypts the age file `from` whole into `to` (0600, created new) with BACKUP_KEY; any failure —
 * no key, a wrong one, a changed or cut archive — removes `to` and says so.
 */
export const decryptFile = async (keys: BackupKeys, from: string, to: string): Promise<void> => {
  if (keys.key === undefined) throw new BackupError(NO_KEY_TO_DECRYPT);
  const decrypter = new Decrypter();
  if (isIdentity(keys.key)) decrypter.addIdentity(keys.key);
  else decrypter.addPassphrase(keys.key);
  try {
    const source = Readable.toWeb(createReadStream(from));
    const decrypted = await decrypter.decrypt(source);
    await pipeline(
      Readable.fromWeb(decrypted),
      createWriteStream(to, { flags: 'wx', mode: 0o600 }),
    );
  } catch (error) {
    await rm(to, { force: true });
    throw new BackupError(
      `the archive cannot be decrypted with BACKUP_KEY (${error instanceof Error ? error.message : String(error)}): it was made for another key, or it is damaged or altered. Nothing was changed.`,
    );
  }
};
