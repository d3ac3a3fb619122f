import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messageResponseSchema } from '@navette/shared';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { initTestI18n } from '../../../test/i18n';
import { errorUnder } from '../../../test/field-error';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { ApplicationForm } from './ApplicationForm';

const MESSAGES = {
  fields: 'Veuillez remplir tous les champs.',
  pdf: 'Veuillez joindre votre CV au format PDF.',
  size: 'Votre CV dépasse la taille maximale de 5 Mo.',
  success: 'Votre candidature a bien été envoyée. Nous vous répondrons rapidement.',
  failed: "Votre candidature n'a pas pu être envoyée. Veuillez réessayer.",
};

const pdf = (name = 'cv.pdf') =>
  new File(['%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n'], name, { type: 'application/pdf' });

const LABELS = { nom: 'Nom', prenom: 'Prénom', email: 'Adresse e-mail', telephone: 'Téléphone' };

interface Entry {
  nom?: string;
  prenom?: string;
  email?: string;
  telephone?: string;
  cv?: File;
}

const JEAN: Entry = {
  nom: 'Dupont',
  prenom: 'Jean',
  email: 'jean.dupont@example.fr',
  telephone: '06 12 34 56 78',
};

const fill = async (entry: Entry) => {
  const user = userEvent.setup();
  for (const [field, label] of Object.entries(LABELS)) {
    const value = entry[field as keyof typeof LABELS];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  if (entry.cv) await user.upload(screen.getByLabelText('CV'), entry.cv);
  await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
  return user;
};

/** The message shown under a field (its accessible description ends with it). */
afterEach(() => {
  initTestI18n('fr');
});

describe('the recruitment form', () => {
  it('an empty form: the product message, each field marked, nothing sent', async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<ApplicationForm />);
    await fill({});
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fields);
    for (const label of Object.values(LABELS)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(errorUnder(label)).toBe('Ce champ est obligatoire.');
    }
    expect(errorUnder('CV')).toBe(MESSAGES.pdf);
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('one missing field is enough for the fields message, even with a CV', async () => {
    mockFetch();
    renderWithProviders(<ApplicationForm />);
    await fill({ ...JEAN, telephone: '', cv: pdf() });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fields);
    expect(errorUnder('Téléphone')).toBe('Ce champ est obligatoire.');
  });

  it('every field but no CV: the PDF message', async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<ApplicationForm />);
    await fill(JEAN);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.pdf);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a photo renamed cv.pdf is not taken for a PDF', async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<ApplicationForm />);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], 'cv.pdf', {
      type: 'application/pdf',
    });
    await fill({ ...JEAN, cv: png });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.pdf);
    expect(errorUnder('CV')).toBe(MESSAGES.pdf);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a CV over 5 MB is refused before it is sent', async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<ApplicationForm />);
    const big = new File(['%PDF-', new Uint8Array(5 * 1024 * 1024)], 'cv.pdf', {
      type: 'application/pdf',
    });
    await fill({ ...JEAN, cv: big });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.size);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('only offers PDF files, and says the limit', () => {
    mockFetch();
    renderWithProviders(<ApplicationForm />);
    const input = screen.getByLabelText('CV');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(input).toHaveAccessibleDescription('Au format PDF, 5 Mo au plus.');
  });

  it("sends the application as multipart, shows the server's message in green and empties the form", async () => {
    let sent: FormData | undefined;
    const fetchMock = mockFetch({
      'POST /api/recruitment/apply': async (request) => {
        sent = await request.formData();
        return schemaResponse(messageResponseSchema, { message: MESSAGES.success }, 201);
      },
    });
    renderWithProviders(<ApplicationForm />);
    const cv = pdf('Mon CV.pdf');
    await fill({ ...JEAN, cv });

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(MESSAGES.success);
    expect(status.className).toContain('text-success-600');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent?.get('nom')).toBe('Dupont');
    expect(sent?.get('prenom')).toBe('Jean');
    expect(sent?.get('email')).toBe('jean.dupont@example.fr');
    expect(sent?.get('telephone')).toBe('06 12 34 56 78');
    const file = sent?.get('cv');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('Mon CV.pdf');
    for (const label of Object.values(LABELS)) expect(screen.getByLabelText(label)).toHaveValue('');
    // (the file input itself is emptied by the browser's form reset: checked end to end)
  });

  it("shows the server's error and its field messages", async () => {
    mockFetch({
      'POST /api/recruitment/apply': () =>
        apiErrorResponse(400, 'CV_NOT_PDF', MESSAGES.pdf, { cv: MESSAGES.pdf }),
    });
    renderWithProviders(<ApplicationForm />);
    await fill({ ...JEAN, cv: pdf() });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.pdf);
    expect(errorUnder('CV')).toBe(MESSAGES.pdf);
  });

  it('without an error from the server, a default message', async () => {
    mockFetch({ 'POST /api/recruitment/apply': () => new Response('', { status: 502 }) });
    renderWithProviders(<ApplicationForm />);
    await fill({ ...JEAN, cv: pdf() });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failed);
  });

  it('speaks English', async () => {
    mockFetch();
    act(() => {
      initTestI18n('en');
    });
    renderWithProviders(<ApplicationForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all the fields.');
  });
});
