import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EarlyTapReplay, holdEarlyTap } from './early-tap';

/** A button of the drawn page, counting its presses. */
const aButton = () => {
  const button = document.createElement('button');
  const pressed = vi.fn();
  button.addEventListener('click', pressed);
  document.body.append(button);
  return { button, pressed };
};

describe('a tap before the app ran', () => {
  it('is taken when the app starts to hydrate, and the button pressed once hydrated, once', () => {
    const { button, pressed } = aButton();
    const take = vi.fn(() => button);
    vi.stubGlobal('navetteTakeEarlyTap', take);
    holdEarlyTap();
    expect(take).toHaveBeenCalledOnce();
    expect(pressed).not.toHaveBeenCalled();
    render(<EarlyTapReplay />);
    expect(pressed).toHaveBeenCalledOnce();
    // the next page's outlet presses nothing
    render(<EarlyTapReplay />);
    expect(pressed).toHaveBeenCalledOnce();
    button.remove();
  });

  it('is dropped when the page was drawn anew: the tapped button is no longer in it', () => {
    const { button, pressed } = aButton();
    vi.stubGlobal('navetteTakeEarlyTap', () => button);
    holdEarlyTap();
    button.remove();
    render(<EarlyTapReplay />);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('is nothing on a page the browser drew (no boot script)', () => {
    holdEarlyTap();
    expect(() => render(<EarlyTapReplay />)).not.toThrow();
  });
});
