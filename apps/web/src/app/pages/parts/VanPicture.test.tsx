import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VanPicture } from './VanPicture';

describe('VanPicture', () => {
  it('shows the van with the alternative text given, in its frame', () => {
    render(<VanPicture alt="Le van Mercedes Classe V" />);
    const image = screen.getByRole('img', { name: 'Le van Mercedes Classe V' });
    expect(image.parentElement).toHaveClass('overflow-hidden', 'rounded-2xl');
  });
});
