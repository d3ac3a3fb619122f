import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { afterAll, describe, expect, it } from 'vitest';
import { decryptFile, isEncryptedArchive, prepareEncryption } from './backup.crypto';

const folder = mkdtempSync(path.join(tmpdir(), 'navette-backup-crypto-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A file bigger than one age chunk (64 KiB), so that the stream is tested across chunks. */
const plainFile = () => {
  const file = path.join(folder, `plain-${randomBytes(4).toString('hex')}`);
  writeFileSync(file, randomBytes(200_000));
  return file;
};
const fresh = (name: string) => path.join(folder, `${name}-${randomBytes(4).toString('hex')}`);

describe('the age encryption of an archive', () => {
  it('encrypts to an identity and to recipients, and decrypts with the identity', async () => {
    const identity = await generateX25519Identity();
    const elsewhere = await generateX25519Identity();
    const source = plainFile();
    const sealed = fresh('sealed');
    const encryption = await prepareEncryption({
      key: identity,
      recipients: [await identityToRecipient(elsewhere)],
    });
    await encryption.encryptFile(source, sealed);
    expect(await isEncryptedArchive(sealed)).toBe(true);
    expect(await isEncryptedArchive(source)).toBe(false);
    for (const key of [identity, elsewhere]) {
      const opened = fresh('opened');
      await decryptFile({ key, recipients: [] }, sealed, opened);
      expect(readFileSync(opened).equals(readFileSync(source))).toBe(true);
    }
    // another key: refused, and no half-decrypted file is left behind
    const wrong = fresh('wrong');
    await expect(
      decryptFile({ key: await generateX25519Identity(), recipients: [] }, sealed, wrong),
    ).rejects.toThrow('the archive cannot be decrypted with BACKUP_KEY');
    expect(existsSync(wrong)).toBe(false);
  });

  // age's scrypt (2^18) takes seconds of CPU and 256 MiB in JavaScript: one round trip only
  it('encrypts to a passphrase and decrypts with it', { timeout: 180_000 }, async () => {
    const passphrase = 'cheval agrafe batterie correcte';
    const source = plainFile();
    const sealed = fresh('sealed');
    const encryption = await prepareEncryption({ key: passphrase, recipients: [] });
    await encryption.encryptFile(source, sealed);
    const opened = fresh('opened');
    await decryptFile({ key: passphrase, recipients: [] }, sealed, opened);
    expect(readFileSync(opened).equals(readFileSync(source))).toBe(true);
  });

  it('refuses a passphrase together with recipients, and a recipient that is not one', async () => {
    const recipient = await identityToRecipient(await generateX25519Identity());
    await expect(
      prepareEncryption({ key: 'une phrase de passe assez longue', recipients: [recipient] }),
    ).rejects.toThrow('BACKUP_KEY is a passphrase, which age cannot combine with BACKUP_RECIPIENT');
    await expect(
      prepareEncryption({ key: undefined, recipients: ['age1qqqqqqqqqqqqqqqqqqqqqqqqqqqq'] }),
    ).rejects.toThrow('BACKUP_KEY or BACKUP_RECIPIENT is not a usable age key');
  });
});
