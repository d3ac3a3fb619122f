import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Lets the CSS transitions running now end (at most 2 s): a button caught between two states
 * has colours the page never rests on, and axe would report their contrast.
 */
const settleTransitions = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => animation.finished.then(() => undefined).catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });

/** axe's serious and critical findings on the page once its transitions end, one line each. */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
};
