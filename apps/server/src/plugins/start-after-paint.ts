/**
 * A page the server sends already drawn needs no script for its first paint: its app scripts
 * (the entry's `<script type="module">`, and every `modulepreload`, the entry's and the page's)
 * are taken out of the HTML and handed to the boot script, which requests them once the page has
 * been painted (docs/decisions/0040-scripts-after-first-paint.md). Until then the HTML, the
 * stylesheet and the first screen's fonts, preloaded, have the network to themselves.
 */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g;

export const startAfterPaint = (
  page: string,
  { boot: bootScript, fonts }: { boot: string; fonts: readonly string[] },
): string => {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const modules = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const fontPreloads = fonts.map(
    (font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin />\n  `,
  );
  const boot = `<script defer src="${bootScript}" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>\n  `;
  return (
    page
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      // a function, so that no `$` of a path is read as a replacement pattern
      .replace('</head>', () => `${fontPreloads.join('')}${boot}</head>`)
  );
};
