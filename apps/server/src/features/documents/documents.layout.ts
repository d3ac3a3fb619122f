import { formatPhone } from '@navette/shared';
import type { TFunction } from 'i18next';
import type { DocumentAmounts, DocumentLeg } from './documents.content';
import { formatDay, formatMoney, formatRate, parisDayAndTime } from './documents.format';
import { ACCENT, ensureRoom, heading, INK, MUTED, RULE, type Layout } from './documents.blocks';

/*
 * The body of a document's page (docs/product/documents.md): the company and the title, the two
 * parties side by side, the trip as a table, the amounts, and the invoice's payment. Sober:
 * one font, greys, one accent line; what matters is that every mention is there.
 */

const drawHeader = (l: Layout) => {
  const { doc, t, content, title, left, width } = l;
  const { seller } = content;
  const top = doc.page.margins.top;
  const columnWidth = width / 2 - 10;
  doc.font('bold').fontSize(16).fillColor(INK).text(seller.name, left, top, { width: columnWidth });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  doc.text(seller.address, { width: columnWidth });
  doc.text(t('documents.phone', { value: formatPhone(seller.phone) }), { width: columnWidth });
  doc.text(t('documents.email', { value: seller.email }), { width: columnWidth });
  const leftBottom = doc.y;

  const right = left + width / 2 + 10;
  doc.font('bold').fontSize(20).fillColor(ACCENT).text(title, right, top, {
    width: columnWidth,
    align: 'right',
  });
  doc.font('bold').fontSize(11).fillColor(INK);
  doc.text(t('documents.number', { number: content.number }), {
    width: columnWidth,
    align: 'right',
  });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  const issued = parisDayAndTime(content.issuedAt);
  doc.text(t('documents.issuedOn', { date: formatDay(issued.day) }), {
    width: columnWidth,
    align: 'right',
  });
  if (content.kind === 'devis') {
    doc.font('bold').fillColor(INK);
    doc.text(t('documents.validUntil', { date: formatDay(content.validUntil) }), {
      width: columnWidth,
      align: 'right',
    });
  }
  doc.y = Math.max(leftBottom, doc.y);
  doc.fillColor(INK);
};

/** The seller (with every legal identifier) and the customer, side by side. */
const drawParties = (l: Layout) => {
  const { doc, t, content, left, width } = l;
  const { seller, customer } = content;
  const missing = t('documents.notProvided');
  const gap = 20;
  const boxWidth = (width - gap) / 2;
  const top = doc.y + 18;
  const column = (x: number, label: string, name: string, lines: string[]) => {
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(MUTED)
      .text(label.toUpperCase(), x + 10, top + 8, {
        width: boxWidth - 20,
      });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(name, { width: boxWidth - 20 });
    doc.font('regular').fontSize(8.5);
    for (const line of lines) doc.text(line, { width: boxWidth - 20 });
    return doc.y + 8;
  };
  const sellerBottom = column(left, t('documents.seller'), seller.name, [
    seller.address,
    t('documents.phone', { value: formatPhone(seller.phone) }),
    t('documents.email', { value: seller.email }),
    t('documents.siren', { value: seller.siren ?? missing }),
    t('documents.siret', { value: seller.siret ?? missing }),
    t('documents.vatNumber', { value: seller.vatNumber ?? missing }),
    t('documents.vtcRegistry', { value: seller.vtcRegistry ?? missing }),
  ]);
  const customerBottom = column(left + boxWidth + gap, t('documents.customer'), customer.name, [
    t('documents.phone', { value: formatPhone(customer.phone) }),
    t('documents.email', { value: customer.email }),
  ]);
  const bottom = Math.max(sellerBottom, customerBottom);
  doc.lineWidth(0.6).strokeColor(RULE);
  doc.roundedRect(left, top, boxWidth, bottom - top, 4).stroke();
  doc.roundedRect(left + boxWidth + gap, top, boxWidth, bottom - top, 4).stroke();
  doc.y = bottom + 10;
};

/** The booking's reference, when it was made (bon), the service and its date (invoice). */
const drawFacts = (l: Layout) => {
  const { doc, t, content, left, width } = l;
  const lines = [t('documents.reference', { value: content.reference ?? content.reservationId })];
  if (content.kind === 'bon') {
    const booked = parisDayAndTime(content.bookedAt);
    lines.push(t('documents.bookedAt', { date: formatDay(booked.day), time: booked.time }));
  }
  if (content.service) lines.push(t('documents.service', { value: content.service }));
  if (content.kind === 'facture') {
    const back = content.serviceReturnDate;
    lines.push(
      back && back !== content.serviceDate
        ? t('documents.serviceDates', {
            date: formatDay(content.serviceDate),
            back: formatDay(back),
          })
        : t('documents.serviceDate', { date: formatDay(content.serviceDate) }),
    );
  }
  doc.font('regular').fontSize(9).fillColor(INK);
  for (const line of lines) doc.text(line, left, doc.y, { width });
};

const legDetails = (t: TFunction, leg: DocumentLeg): string => {
  const details: string[] = [];
  if (leg.stop) details.push(t('documents.trip.stop', { value: leg.stop }));
  if (leg.transport) {
    const key = leg.transport.mode === 'train' ? 'documents.trip.train' : 'documents.trip.flight';
    details.push(t(key, { value: leg.transport.number ?? '' }).trim());
  }
  if (leg.passengers !== null)
    details.push(t('documents.trip.passengers', { count: leg.passengers }));
  if (leg.luggage !== null) details.push(t('documents.trip.luggage', { count: leg.luggage }));
  return details.join(' · ');
};

/** The trip: one row per leg with the pick-up's date, time and place, and the destination. */
const drawTrip = (l: Layout) => {
  const { doc, t, content, left, width } = l;
  heading(l, t('documents.trip.heading'));
  const columns = [
    { label: t('documents.trip.leg'), width: 62 },
    { label: t('documents.trip.dateTime'), width: 98 },
    { label: t('documents.trip.pickup'), width: (width - 160) / 2 },
    { label: t('documents.trip.destination'), width: (width - 160) / 2 },
  ];
  const row = (cells: string[], font: 'regular' | 'bold', color: string) => {
    doc.font(font).fontSize(8.5);
    const height = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 8 })),
    );
    ensureRoom(l, height + 8);
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const cellWidth = columns[i]?.width ?? 0;
      doc.fillColor(color).text(cell, x + 4, y + 4, { width: cellWidth - 8 });
      x += cellWidth;
    });
    doc.y = y + height + 8;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .stroke(RULE);
  };
  row(
    columns.map((c) => c.label),
    'bold',
    MUTED,
  );
  const legs: [string, DocumentLeg][] = [[t('documents.trip.outbound'), content.outbound]];
  if (content.return) legs.push([t('documents.trip.return'), content.return]);
  for (const [name, leg] of legs) {
    row(
      [
        name,
        t('documents.trip.dateAt', { date: formatDay(leg.date), time: leg.time }),
        leg.from,
        leg.to,
      ],
      'regular',
      INK,
    );
    const details = legDetails(t, leg);
    if (details) {
      doc.font('regular').fontSize(8).fillColor(MUTED);
      doc.text(details, left + 66, doc.y + 3, { width: width - 70 });
      doc.y += 3;
    }
  }
  const extras = [
    content.extras.babySeat ? t('documents.trip.babySeat') : null,
    content.extras.boosters ? t('documents.trip.boosters') : null,
  ].filter((extra): extra is string => extra !== null);
  if (extras.length > 0) {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(extras.join(' · '), left + 66, doc.y + 3);
  }
  doc.fillColor(INK);
};

/** HT at its rate, the TVA and the TTC, right-aligned under a description line. */
const drawAmounts = (l: Layout, amounts: DocumentAmounts, headingText: string) => {
  const { doc, t, content, left, width } = l;
  const language = content.language;
  const rate = formatRate(amounts.vatRateBp, language);
  heading(l, headingText);
  doc.font('regular').fontSize(9).fillColor(INK);
  const description = [t('documents.amounts.transfer'), content.service]
    .filter(Boolean)
    .join(' — ');
  doc.text(t('documents.amounts.description', { value: description }), left, doc.y, { width });
  doc.moveDown(0.6);
  const labelX = left + width - 300;
  const lines: [string, number, boolean][] = [
    [t('documents.amounts.htAtRate', { rate }), amounts.htCents, false],
    [t('documents.amounts.tva', { rate }), amounts.tvaCents, false],
    [t('documents.amounts.ttc'), amounts.ttcCents, true],
  ];
  for (const [label, cents, strong] of lines) {
    ensureRoom(l, 20);
    const y = doc.y;
    if (strong) {
      doc.rect(labelX - 6, y - 3, 306, 20).fill('#eef2ff');
    }
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 10.5 : 9.5)
      .fillColor(INK);
    doc.text(label, labelX, y + (strong ? 1 : 0), { width: 190 });
    doc.text(formatMoney(cents, language), labelX + 190, y + (strong ? 1 : 0), {
      width: 110,
      align: 'right',
    });
    doc.y = y + (strong ? 22 : 16);
  }
};

const drawPayment = (l: Layout) => {
  const { doc, t, content, left, width } = l;
  if (content.kind !== 'facture') return;
  heading(l, t('documents.payment.heading'));
  const paid = parisDayAndTime(content.payment.paidAt);
  doc.font('regular').fontSize(9.5).fillColor(INK);
  doc.text(t('documents.payment.paidOn', { date: formatDay(paid.day) }), left, doc.y, { width });
  doc.text(
    t('documents.payment.means', {
      value: `${t(`documents.payment.${content.payment.means}`)} (${t(`documents.payment.provider.${content.payment.provider}`)})`,
    }),
    { width },
  );
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor('#047857')
    .text(t('documents.payment.settled'), { width });
  doc.fillColor(INK);
};

/** The bon's cancellation terms, as the customer saw them before booking. */
const drawCancellation = (l: Layout, policy: { freeUntilHours: number; feePercent: number }) => {
  heading(l, l.t('documents.cancellation.heading'));
  const text =
    policy.feePercent === 0
      ? l.t('documents.cancellation.alwaysFree')
      : l.t('documents.cancellation.terms', {
          hours: policy.freeUntilHours,
          percent: policy.feePercent,
        });
  l.doc.font('regular').fontSize(9).text(text, l.left, l.doc.y, { width: l.width });
};

export const drawBody = (l: Layout) => {
  const { t, content } = l;
  drawHeader(l);
  drawParties(l);
  drawFacts(l);
  drawTrip(l);
  if (content.kind === 'bon') {
    if (content.amounts) drawAmounts(l, content.amounts, t('documents.amounts.agreedPrice'));
    else {
      heading(l, t('documents.amounts.agreedPrice'));
      l.doc
        .font('regular')
        .fontSize(9)
        .text(t('documents.amounts.noPrice'), l.left, l.doc.y, { width: l.width });
    }
    if (content.cancellation) drawCancellation(l, content.cancellation);
  } else {
    drawAmounts(l, content.amounts, t('documents.amounts.heading'));
  }
  drawPayment(l);
};

export type { Layout };
