import type { TFunction } from 'i18next';
import type { DocumentContent } from './documents.content';

/*
 * What every block of a document's page shares (documents.layout.ts draws the blocks): the page
 * being written, its palette, a page break before a block that would not fit, a section heading.
 */

export interface Layout {
  doc: PDFKit.PDFDocument;
  t: TFunction;
  content: DocumentContent;
  title: string;
  left: number;
  width: number;
}

export const INK = '#111827';
export const MUTED = '#4b5563';
export const RULE = '#d1d5db';
export const ACCENT = '#1e3a8a';

/** Opens a new page when the next block would not fit above the footer. */
export const ensureRoom = ({ doc }: Layout, needed: number) => {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
};

export const heading = (l: Layout, text: string) => {
  const { doc, left, width } = l;
  ensureRoom(l, 40);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(10).fillColor(ACCENT).text(text.toUpperCase(), left, doc.y, { width });
  const y = doc.y + 2;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.8)
    .stroke(ACCENT);
  doc.y = y + 6;
  doc.fillColor(INK);
};
