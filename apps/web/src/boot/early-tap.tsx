import { useEffect } from 'react';

declare global {
  interface Window {
    /**
     * Set by the boot of a drawn page (start-after-paint.js): the button tapped before the app
     * ran, if any; the first call also stops keeping taps.
     */
    navetteTakeEarlyTap?: () => HTMLButtonElement | null;
  }
}

let pending: HTMLButtonElement | null = null;

/**
 * Called just before the app hydrates a drawn page: takes the button tapped before the app ran.
 * From then on a tap is React's own (it hydrates what was tapped first).
 */
export const holdEarlyTap = (): void => {
  pending = window.navetteTakeEarlyTap?.() ?? null;
};

/**
 * Presses again the button a visitor tapped on a drawn page before its scripts had run
 * (docs/decisions/0040-scripts-after-first-paint.md). Rendered after the page, inside its
 * suspense boundary: its effect runs once the page and the layout around it are hydrated. A page
 * drawn anew rather than hydrated has other buttons: the tapped one is gone, and is not pressed.
 */
export const EarlyTapReplay = () => {
  useEffect(() => {
    const button = pending;
    pending = null;
    if (button?.isConnected) button.click();
  }, []);
  return null;
};
