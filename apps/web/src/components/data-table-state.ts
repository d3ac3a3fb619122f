/**
 * The arithmetic of server-side pagination, apart from the table so that it is tested alone:
 * pages count from 1, the server says how many rows match (`total`).
 */

/** How many pages `total` rows fill; an empty result is still one (empty) page. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/** The rows a page shows, 1-based and inclusive: page 2 of 45 by 20 → 21–40; none → 0–0. */
export const pageRange = (
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number } => {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (clampPage(page, total, pageSize) - 1) * pageSize + 1;
  return { from, to: Math.min(total, from + pageSize - 1) };
};

/** A page number kept between 1 and the last page (a filter may shrink the result). */
export const clampPage = (page: number, total: number, pageSize: number): number =>
  Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
