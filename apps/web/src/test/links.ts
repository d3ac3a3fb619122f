import { screen } from '@testing-library/react';

/**
 * Where the link named `name` leads (its href), found on the screen or within `scope` (a dialog,
 * a menu); it throws when there is no such link.
 */
export const hrefOf = (
  name: string | RegExp,
  scope: { getByRole: typeof screen.getByRole } = screen,
) => scope.getByRole('link', { name }).getAttribute('href');
