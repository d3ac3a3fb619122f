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
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  // A tap on a button of the drawn page before the app has taken it over is kept, the last one:
  // the app takes it when it starts to hydrate, which ends the keeping, and presses the button
  // again once hydrated (src/boot/early-tap.tsx). Its links need nothing: they are real links.
  const root = document.getElementById('root');
  let tapped = null;
  const keepTap = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root?.contains(button)) return;
    tapped = button;
    startOnce();
  };
  document.addEventListener('click', keepTap, true);
  window.navetteTakeEarlyTap = () => {
    document.removeEventListener('click', keepTap, true);
    const button = tapped;
    tapped = null;
    return button;
  };
  // a hidden tab paints no frame: the app starts at once there
  if (document.visibilityState === 'hidden') return startOnce();
  // the first paint of content, as the browser reports it (a frame asked for with
  // requestAnimationFrame may still be held back, waiting for the fonts); without paint
  // timing, the next frame
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    // a page whose first paint does not come soon starts all the same
    setTimeout(startOnce, 1000);
  } else {
    requestAnimationFrame(() => setTimeout(startOnce, 0));
  }
})();
