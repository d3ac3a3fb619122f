import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalendarIcon, StarIcon } from './PageIcons';

describe('Icon', () => {
  it('is a decorative 24×24 line drawing sized by its class', () => {
    const { container } = render(<CalendarIcon className="size-5" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('class', 'size-5');
  });

  it('lets an icon override the base (a filled star)', () => {
    const { container } = render(<StarIcon filled />);
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
  });
});
