import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messageResponseSchema } from '@navette/shared';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { initTestI18n } from '../../../test/i18n';
import { errorUnder } from '../../../test/field-error';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { ContactForm } from './ContactForm';

const SUCCESS = 'Merci ! Votre message a bien été envoyé. Nous vous répondons au plus vite.';

interface Entry {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

const fill = async (entry: Entry) => {
  const user = userEvent.setup();
  if (entry.name) await user.type(screen.getByLabelText('Nom'), entry.name);
  if (entry.email) await user.type(screen.getByLabelText('Adresse e-mail'), entry.email);
  if (entry.phone) await user.type(screen.getByLabelText('Téléphone (facultatif)'), entry.phone);
  if (entry.message) await user.type(screen.getByLabelText('Votre message'), entry.message);
  await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
  return user;
};

afterEach(() => {
  initTestI18n('fr');
});

describe('the contact form', () => {
  it('an empty form: each message under its field, the first one announced, nothing sent', async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<ContactForm />);
    await fill({});
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez indiquer votre nom.');
    expect(errorUnder('Nom')).toBe('Veuillez indiquer votre nom.');
    expect(errorUnder('Adresse e-mail')).toBe('Veuillez indiquer votre adresse e-mail.');
    expect(errorUnder('Votre message')).toBe('Veuillez écrire votre message.');
    expect(screen.getByLabelText('Téléphone (facultatif)')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail and the phone', async () => {
    mockFetch();
    renderWithProviders(<ContactForm />);
    await fill({ name: 'Léa', email: 'lea.example.fr', phone: 'abc', message: 'Bonjour' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez saisir une adresse e-mail valide.',
    );
    expect(errorUnder('Téléphone (facultatif)')).toBe(
      'Veuillez saisir un numéro de téléphone valide.',
    );
  });

  it("sends the message, shows the server's answer in green and empties the form", async () => {
    let sent: unknown;
    mockFetch({
      'POST /api/contact': async (request) => {
        sent = await request.json();
        return schemaResponse(messageResponseSchema, { message: SUCCESS }, 201);
      },
    });
    renderWithProviders(<ContactForm />);
    await fill({
      name: 'Léa Martin',
      email: 'lea@example.fr',
      message: 'Bonjour,{Enter}Un van pour 8 ?',
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(SUCCESS);
    expect(status.className).toContain('text-success-600');
    // no recipient of any kind is sent: the server knows the company's inbox
    expect(sent).toEqual({
      name: 'Léa Martin',
      email: 'lea@example.fr',
      message: 'Bonjour,\nUn van pour 8 ?',
      website: '',
    });
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(screen.getByLabelText('Votre message')).toHaveValue('');
  });

  it('counts the characters of the message against its limit', async () => {
    mockFetch();
    renderWithProviders(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Votre message'), 'Bonjour');
    expect(screen.getByLabelText('Votre message')).toHaveAccessibleDescription(
      '7 / 5000 caractères',
    );
    expect(screen.getByLabelText('Votre message')).toHaveAttribute('maxlength', '5000');
  });

  it('keeps the honeypot out of sight and out of the keyboard order', () => {
    mockFetch();
    const { container } = renderWithProviders(<ContactForm />);
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Ne remplissez pas/ })).toBeNull();
  });

  it("shows the server's error, else a default message", async () => {
    mockFetch({
      'POST /api/contact': () =>
        apiErrorResponse(
          429,
          'RATE_LIMITED',
          'Trop de requêtes. Veuillez réessayer dans quelques instants.',
        ),
    });
    renderWithProviders(<ContactForm />);
    await fill({ name: 'Léa', email: 'lea@example.fr', message: 'Bonjour' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de requêtes. Veuillez réessayer dans quelques instants.',
    );
  });

  it('a request that never reached the server gets the default message', async () => {
    mockFetch({ 'POST /api/contact': () => new Response('<html>', { status: 502 }) });
    renderWithProviders(<ContactForm />);
    await fill({ name: 'Léa', email: 'lea@example.fr', message: 'Bonjour' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre message n'a pas pu être envoyé. Veuillez réessayer, ou appelez-nous.",
    );
  });

  it('speaks English', async () => {
    mockFetch();
    act(() => {
      initTestI18n('en');
    });
    renderWithProviders(<ContactForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your name.');
  });
});
