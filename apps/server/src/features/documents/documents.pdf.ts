import { translatorFor } from '../../lib/i18n';
import type { DocumentContent } from './documents.content';
import { documentFonts } from './documents.fonts';
import { drawBody, type Layout } from './documents.layout';

/*
 * The PDF of a document (docs/decisions/0031-documents.md): pdfkit, A4, Inter embedded (its
 * accents, € and no-break spaces print and copy out as text), labels from the `documents`
 * namespace in the document's language. Rendered once, when the document is issued.
 */

const MARGIN = 50;
const FOOTER_HEIGHT = 46;

/** Renders the document as PDF bytes. */
export const renderDocumentPdf = async (content: DocumentContent): Promise<Buffer> => {
  // loaded with the first document, not at start: some 28 MB of memory an instance that issues
  // none does not need (docs/decisions/0037-request-hot-path.md)
  const { default: PDFDocument } = await import('pdfkit');
  const t = translatorFor(content.language);
  const title = t(`documents.title.${content.kind}`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    lang: content.language,
    displayTitle: true,
    info: {
      Title: `${title} ${content.number}`,
      Author: content.seller.name,
      Subject: title,
      CreationDate: new Date(content.issuedAt),
    },
  });
  const fonts = documentFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const layout: Layout = {
    doc,
    t,
    content,
    title,
    left: MARGIN,
    width: doc.page.width - 2 * MARGIN,
  };
  drawBody(layout);
  drawEveryPage(layout);
  doc.end();
  return done;
};

/** What every page carries once the body is laid out: the specimen mark, the footer, its number. */
const drawEveryPage = (l: Layout) => {
  const { doc, t, content, left, width } = l;
  const { start, count } = doc.bufferedPageRange();
  const { seller } = content;
  const missing = t('documents.notProvided');
  const identifiers = [
    seller.name,
    seller.address,
    t('documents.siren', { value: seller.siren ?? missing }),
    t('documents.siret', { value: seller.siret ?? missing }),
    t('documents.vatNumber', { value: seller.vatNumber ?? missing }),
    t('documents.vtcRegistry', { value: seller.vtcRegistry ?? missing }),
  ].join(' · ');
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { height } = doc.page;
    // writing below the bottom margin would otherwise open a new page
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (content.specimen) drawSpecimen(l);
    const footerTop = height - MARGIN - FOOTER_HEIGHT + 14;
    doc
      .moveTo(left, footerTop)
      .lineTo(left + width, footerTop)
      .lineWidth(0.5)
      .stroke('#9ca3af');
    doc.font('regular').fontSize(7).fillColor('#4b5563');
    doc.text(identifiers, left, footerTop + 6, { width: width - 100, lineGap: 1 });
    const pageLabel = t('documents.page', { page: index - start + 1, pages: count });
    doc.text(`${content.number}\n${pageLabel}`, left + width - 90, footerTop + 6, {
      width: 90,
      align: 'right',
      lineGap: 1,
    });
    doc.page.margins.bottom = bottom;
  }
};

/** A large mark across the page and a line at its top: nobody mistakes a specimen for a document. */
const drawSpecimen = ({ doc, t, left, width }: Layout) => {
  const { height } = doc.page;
  doc.save();
  doc.rotate(-35, { origin: [doc.page.width / 2, height / 2] });
  doc.font('bold').fontSize(96).fillColor('#dc2626').fillOpacity(0.12);
  doc.text(t('documents.specimen'), 0, height / 2 - 60, {
    width: doc.page.width,
    align: 'center',
    lineBreak: false,
  });
  doc.restore();
  doc.font('bold').fontSize(8).fillColor('#dc2626').fillOpacity(1);
  doc.text(`${t('documents.specimen')} — ${t('documents.specimenNote')}`, left, 22, {
    width,
    align: 'center',
  });
  doc.fillColor('#111827');
};
