import { useEffect } from 'react';
import { company } from './company';

/*
 * The tab title: "<page title> | <brand>", led by a count in brackets when the back-office has
 * requests waiting ("(3) Réservations | Navette"), so that an operator sees them from another tab
 * (docs/product/back-office.md#tab-title). Both parts are kept here, whichever was set last.
 */
let pageTitle = '';
let badge = 0;

const applyTitle = (): void => {
  document.title = `${badge > 0 ? `(${badge}) ` : ''}${pageTitle} | ${company.brand}`;
};

/** Sets the page's part of the tab title. */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    pageTitle = title;
    applyTitle();
  }, [title]);
};

/** Leads the tab title with `(count)` while mounted and count > 0; gone when unmounted. */
export const useTitleBadge = (count: number): void => {
  useEffect(() => {
    badge = count;
    applyTitle();
    return () => {
      badge = 0;
      applyTitle();
    };
  }, [count]);
};
