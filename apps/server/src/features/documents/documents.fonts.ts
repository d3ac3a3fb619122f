import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/*
 * The fonts every document embeds: Inter 400 and 700, from @fontsource/inter's WOFF files
 * (docs/decisions/0031-documents.md). A WOFF file is a TrueType font whose tables are
 * compressed one by one; the PDF library would inflate them again for every document (most of a
 * render's time, while the invoice series is locked), so they are unpacked once, here, into the
 * plain TrueType font they stand for.
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

const padded = (n: number) => (n + 3) & ~3;

/** The TrueType (sfnt) font a WOFF 1.0 file holds. */
export const sfntOfWoff = (woff: Buffer): Buffer => {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = WOFF_HEADER_BYTES + i * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table does not inflate to its size');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });

  const directoryEnd = SFNT_HEADER_BYTES + numTables * SFNT_ENTRY_BYTES;
  const size = tables.reduce((total, table) => total + padded(table.data.length), directoryEnd);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = directoryEnd;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER_BYTES + i * SFNT_ENTRY_BYTES;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
};

// Resolved from this module, whether it runs from src/ or from the bundle in dist/ (the
// dependencies stay in node_modules).
const require = createRequire(import.meta.url);
const interFont = (weight: 400 | 700) =>
  sfntOfWoff(
    readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  );

/** Loaded once, on the first document. */
let loaded: { regular: Buffer; bold: Buffer } | undefined;
export const documentFonts = () => (loaded ??= { regular: interFont(400), bold: interFont(700) });
