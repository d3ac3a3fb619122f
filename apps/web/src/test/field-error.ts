import { screen } from '@testing-library/react';

/**
 * The message shown under the field labelled `label`: the element its aria-describedby names
 * with an id ending in `-error`, as the form fields wire it.
 */
export const errorUnder = (label: string | RegExp) =>
  document.getElementById(
    screen
      .getByLabelText(label)
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error')) ?? '',
  )?.textContent;
