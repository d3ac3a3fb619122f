/*
 * The papers of the road (docs/product/dispatch.md#dashboard): a chauffeur's professional VTC
 * card, a vehicle's insurance and technical inspection, each with its last valid day. The office
 * is warned DOCUMENT_EXPIRY_WARNING_DAYS before, and every day after, until a new date is recorded.
 */

/** How many days before its last valid day a document is flagged. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;

export const ROAD_PAPER_KINDS = ['carteVtc', 'assurance', 'controleTechnique'] as const;
export type RoadPaperKind = (typeof ROAD_PAPER_KINDS)[number];

const dayNumber = (day: string): number => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / 86_400_000;
};

/**
 * Days left from `today` to a document's last valid day (both YYYY-MM-DD, Paris calendar days):
 * 0 on that day itself, negative once it has expired.
 */
export const daysLeftOf = (lastValidDay: string, today: string): number =>
  Math.round(dayNumber(lastValidDay) - dayNumber(today));

/**
 * The days left when the document is to be flagged — expired, or expiring within
 * DOCUMENT_EXPIRY_WARNING_DAYS — else null (valid for longer, or no date recorded).
 */
export const documentWarning = (
  lastValidDay: string | null | undefined,
  today: string,
): number | null => {
  if (!lastValidDay) return null;
  const daysLeft = daysLeftOf(lastValidDay, today);
  return daysLeft <= DOCUMENT_EXPIRY_WARNING_DAYS ? daysLeft : null;
};
