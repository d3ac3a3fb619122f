import type { RunSheet } from '@navette/shared';

/*
 * The last run sheet read, kept on the phone (docs/decisions/0061-run-sheet-offline.md): shown
 * when the network fails, with the time it was read. One copy per chauffeur: the key names them.
 */

const KEY_PREFIX = 'navette.runSheet.';

/** The copy's key: the chauffeur's id when the sheet names them, else the device's one copy. */
const keyOf = (chauffeurId: string | null) => `${KEY_PREFIX}${chauffeurId ?? 'me'}`;

const chauffeurOf = (sheet: RunSheet): string | null =>
  sheet.days.flatMap((day) => day.legs)[0]?.chauffeur?._id ?? null;

export const saveRunSheet = (sheet: RunSheet, chauffeurId = chauffeurOf(sheet)) => {
  try {
    const text = JSON.stringify(sheet);
    localStorage.setItem(keyOf(chauffeurId), text);
    // the last one read, whoever it is, for a failure before the first answer names anyone
    localStorage.setItem(keyOf(null), text);
  } catch {
    // storage full or refused (private browsing): the run sheet still works online
  }
};

export const loadRunSheet = (chauffeurId: string | null = null): RunSheet | null => {
  try {
    const text = localStorage.getItem(keyOf(chauffeurId));
    return text ? (JSON.parse(text) as RunSheet) : null;
  } catch {
    return null;
  }
};

/** Forgets every copy: at sign-out, the passengers' names and phones leave the device with it. */
export const clearRunSheets = () => {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(KEY_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // storage refused: there was nothing kept
  }
};

/** The app shell's worker for /chauffeur (public/chauffeur-sw.js); a browser without one goes on. */
export const registerShellWorker = () => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/chauffeur-sw.js', { scope: '/chauffeur' }).catch(() => {
    // no worker (private browsing, an old browser): the localStorage copy still answers
  });
};
