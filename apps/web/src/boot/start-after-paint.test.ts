import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * The boot of the prerendered pages (docs/decisions/0040-scripts-after-first-paint.md): it
 * requests the app's scripts once the page has been painted, not before.
 */
const source = readFileSync(path.join(import.meta.dirname, 'start-after-paint.js'), 'utf8');

/** What the boot adds to the head, kept out of the document (happy-dom loads no script). */
let appended: Element[] = [];

const runBoot = () => {
  const boot = document.createElement('script');
  boot.dataset.entry = '/assets/index-abc.js';
  boot.dataset.modules = '/assets/framework-abc.js /assets/HomePage-abc.js';
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(boot);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...nodes.filter((node): node is Element => node instanceof Element));
  });
  new Function(source)();
};

const requested = () => ({
  entry: appended
    .filter((node) => node.matches('script[type="module"]'))
    .map((script) => script.getAttribute('src')),
  preloads: appended
    .filter((node) => node.matches('link[rel="modulepreload"]'))
    .map((link) => link.getAttribute('href')),
});

afterEach(() => {
  appended = [];
});

describe('the boot of a prerendered page', () => {
  it('requests the entry and its chunks after the first frame, not before', () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      runBoot();
      expect(requested()).toEqual({ entry: [], preloads: [] });
      frame?.(0);
      expect(requested().entry).toEqual([]);
      vi.runAllTimers();
      expect(requested()).toEqual({
        entry: ['/assets/index-abc.js'],
        preloads: ['/assets/framework-abc.js', '/assets/HomePage-abc.js'],
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runBoot();
    expect(requested().entry).toEqual(['/assets/index-abc.js']);
  });
});
