import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageRange } from './data-table-state';

describe('data table pagination', () => {
  it('counts the pages, one at least', () => {
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
  });

  it('gives the rows a page shows', () => {
    expect(pageRange(1, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(pageRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    // a page past the end (the result shrank) shows the last one
    expect(pageRange(9, 20, 45)).toEqual({ from: 41, to: 45 });
  });

  it('keeps a page number between the first and the last page', () => {
    expect(clampPage(0, 45, 20)).toBe(1);
    expect(clampPage(4, 45, 20)).toBe(3);
    expect(clampPage(2, 45, 20)).toBe(2);
  });
});
