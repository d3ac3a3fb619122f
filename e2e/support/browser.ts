import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, which the e2e tests and the Lighthouse bench drive. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless, and without the background-networking flags Chromium would try to reach Google at
 * every start, which a machine on a closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console errors and uncaught exceptions seen so far */
  errors: string[];
}

/** A page in a fresh context that records every console error and uncaught exception. */
export const openPage = async (
  browser: Browser,
  options: { baseUrl: string; width?: number; height?: number; locale?: string },
): Promise<WatchedPage> => {
  const context = await browser.newContext({
    baseURL: options.baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? 'fr-FR',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, context, errors };
};

/** The page is no wider than the screen: nothing scrolls sideways. */
export const fitsScreen = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
