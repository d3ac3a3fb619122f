import { describe, expect, it } from 'vitest';
import { documentFonts, sfntOfWoff } from './documents.fonts';

describe('the fonts documents embed', () => {
  it('unpacks Inter into a TrueType font with every table of the WOFF file', () => {
    const { regular, bold } = documentFonts();
    for (const font of [regular, bold]) {
      // TrueType outlines, 'true' or 1.0
      expect([0x00010000, 0x74727565]).toContain(font.readUInt32BE(0));
      const numTables = font.readUInt16BE(4);
      const tags = Array.from({ length: numTables }, (_, i) =>
        font.toString('latin1', 12 + i * 16, 16 + i * 16),
      );
      expect(tags).toEqual(
        expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name']),
      );
      // each table lies within the font, where its record says
      for (let i = 0; i < numTables; i += 1) {
        const offset = font.readUInt32BE(12 + i * 16 + 8);
        const length = font.readUInt32BE(12 + i * 16 + 12);
        expect(offset % 4).toBe(0);
        expect(offset + length).toBeLessThanOrEqual(font.length);
      }
    }
  });

  it('refuses a file that is not WOFF', () => {
    expect(() =>
      sfntOfWoff(Buffer.from('%PDF-1.7 not a font at all, long enough to read')),
    ).toThrow('not a WOFF 1.0 font');
  });
});
