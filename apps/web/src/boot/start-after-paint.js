// The boot of a page the server sent already drawn (docs/decisions/0040-scripts-after-first-paint.md):
// a classic deferred script, its own file (the CSP allows no inline code), that requests the
// app's scripts once the page has been painted, so that the HTML, the stylesheet and the fonts
// have the network to themselves until then. `data-entry` is the app's entry chunk,
// `data-modules` the chunks to preload with it, separated by spaces.
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  const entry = boot.dataset.entry;
  const modules = (boot.dataset.modules ?? '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // a hidden tab paints no frame: the app starts at once there
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
