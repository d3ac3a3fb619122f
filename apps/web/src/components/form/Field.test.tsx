import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { EmailField, PasswordField, TextField } from './TextField';
import { TextArea } from './TextArea';

describe('Field', () => {
  it('labels its control and marks a required field with " *"', () => {
    render(
      <Field label="Nom" requiredMark>
        {({ id }) => <select id={id} />}
      </Field>,
    );
    expect(screen.getByLabelText('Nom *').tagName).toBe('SELECT');
  });

  it('describes the control by its hint and its error, and marks it invalid', () => {
    render(<TextField label="Code" hint="6 chiffres" error="Code invalide." />);
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6 chiffres Code invalide.');
    expect(input.className).toContain('border-error-600');
  });

  it('has no description and is not invalid without hint or error', () => {
    render(<TextField label="Nom" />);
    const input = screen.getByLabelText('Nom');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password', async () => {
    render(<PasswordField label="Mot de passe" />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('TextArea', () => {
  it('reads its count and its error with the text, the error ending in "-error"', () => {
    render(<TextArea label="Message" aside="3 / 10" error="Trop court." />);
    const textarea = screen.getByLabelText('Message');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAccessibleDescription('3 / 10 Trop court.');
    const errorId = (textarea.getAttribute('aria-describedby') ?? '').split(' ').at(-1) ?? '';
    expect(errorId.endsWith('-error')).toBe(true);
    expect(document.getElementById(errorId)).toHaveTextContent('Trop court.');
  });
});

describe('EmailField', () => {
  it('is an e-mail input without spell check, its autofill overridable', () => {
    render(<EmailField label="E-mail" autoComplete="username" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('autocomplete', 'username');
  });
});
