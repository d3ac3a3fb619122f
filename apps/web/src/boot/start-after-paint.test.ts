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
  // the boot's keeping of taps ends, as when the app takes over
  window.navetteTakeEarlyTap?.();
  delete window.navetteTakeEarlyTap;
  document.body.replaceChildren();
});

describe('the boot of a prerendered page', () => {
  it('without paint timing, requests the entry and its chunks after the next frame', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
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

  it('waits for the first contentful paint where the browser reports it', () => {
    let report: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      runBoot();
      report?.({ getEntriesByName: () => [] });
      vi.advanceTimersByTime(10);
      expect(requested().entry).toEqual([]);
      report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      vi.advanceTimersByTime(10);
      expect(requested().entry).toEqual(['/assets/index-abc.js']);
      // once only, though the time limit passes too
      vi.advanceTimersByTime(2000);
      expect(requested().entry).toEqual(['/assets/index-abc.js']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts after a second when no first paint is reported', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      },
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      runBoot();
      vi.advanceTimersByTime(999);
      expect(requested().entry).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(requested().entry).toEqual(['/assets/index-abc.js']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runBoot();
    expect(requested().entry).toEqual(['/assets/index-abc.js']);
  });

  it('keeps the last button tapped in the drawn page and starts the app at once, until the app takes it', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(1);
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML =
      '<button id="menu">Menu</button><button id="next"><span>Suivant</span></button><a href="/tarifs">Tarifs</a>';
    const outside = document.createElement('button');
    document.body.append(root, outside);
    runBoot();
    outside.click();
    root.querySelector('a')?.addEventListener('click', (event) => event.preventDefault());
    root.querySelector('a')?.click();
    expect(requested().entry).toEqual([]);
    root.querySelector<HTMLElement>('#menu')?.click();
    root.querySelector<HTMLElement>('#next span')?.click();
    // no waiting for the paint once the visitor has tapped
    expect(requested().entry).toEqual(['/assets/index-abc.js']);
    expect(window.navetteTakeEarlyTap?.()).toBe(root.querySelector('#next'));
    // the app has it: a later tap is React's own
    root.querySelector<HTMLElement>('#menu')?.click();
    expect(window.navetteTakeEarlyTap?.()).toBeNull();
  });
});
