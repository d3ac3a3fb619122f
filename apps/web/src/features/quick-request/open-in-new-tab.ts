/**
 * Opens `url` in a new tab and tells whether the browser allowed it (a blocked pop-up returns
 * null). 'noopener' is not passed to window.open because it makes the call return null even on
 * success; the opener is cut by hand instead, so that the chat cannot reach back into this page.
 */
export const openInNewTab = (url: string): boolean => {
  try {
    const opened = window.open(url, '_blank');
    if (!opened) return false;
    opened.opener = null;
    return true;
  } catch {
    return false;
  }
};
