import { useEffect } from 'react';
import { company } from './company';

/** Sets the tab title to "<page title> | <brand>". */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = `${title} | ${company.brand}`;
  }, [title]);
};
