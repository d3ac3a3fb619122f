import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormCard } from './FormCard';

describe('FormCard', () => {
  it("is a region named by the form's title, introduced, then holding the form", () => {
    render(
      <FormCard name="contact" id="formulaire" className="lg:order-2">
        <form aria-label="formulaire de test" />
      </FormCard>,
    );
    const card = screen.getByRole('region', { name: 'Écrivez-nous' });
    expect(card).toHaveAttribute('id', 'formulaire');
    expect(card).toHaveClass('rounded-2xl', 'lg:order-2');
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'contact-form-title');
    expect(card).toContainElement(screen.getByRole('form', { name: 'formulaire de test' }));
  });
});
