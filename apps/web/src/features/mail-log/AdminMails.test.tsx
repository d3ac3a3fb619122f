import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminMailDetailSchema,
  adminMailPageSchema,
  adminMailSchema,
  type AdminMail,
} from '@navette/shared';
import { Toaster } from '../../components/Toasts';
import { apiErrorResponse, schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import { AdminMails } from './AdminMails';

const ID = 'a1b2c3d4-0000-4000-8000-00000000000b';

const refused = (overrides: Partial<AdminMail> = {}): AdminMail =>
  adminMailSchema.parse({
    _id: ID,
    recipient: 'j•••@example.fr',
    template: 'devisSent',
    language: 'fr',
    status: 'failed',
    attempts: 1,
    lastError: 'refused by the SMTP server (550): mailbox unavailable',
    createdAt: '2031-03-02T09:15:00.000Z',
    sentAt: null,
    nextAttemptAt: '2031-03-02T09:15:00.000Z',
    redactedAt: null,
    ...overrides,
  });

/** A server holding one e-mail; records the lists asked for and the resends. */
const mailsServer = (mail: AdminMail, options: { refuse?: boolean } = {}) => {
  const lists: (string | null)[] = [];
  let resends = 0;
  mockFetch({
    'GET /api/admin/emails': (request) => {
      lists.push(new URL(request.url).searchParams.get('status'));
      return schemaResponse(adminMailPageSchema, {
        items: [mail],
        total: 1,
        page: 1,
        pageSize: 20,
      });
    },
    [`POST /api/admin/emails/${ID}/resend`]: () => {
      resends += 1;
      if (options.refuse)
        return apiErrorResponse(
          409,
          'MAIL_REDACTED',
          'Le contenu de cet e-mail a été effacé (durée de conservation écoulée) : il ne peut plus être renvoyé.',
        );
      return schemaResponse(adminMailDetailSchema, {
        ...mail,
        status: 'pending',
        attempts: 0,
        subject: 'Votre devis',
        text: 'Votre devis',
      });
    },
  });
  return { lists, resends: () => resends };
};

const renderPage = (path = '/admin/emails?statut=failed') =>
  renderWithProviders(
    <>
      <AdminMails />
      <Toaster />
    </>,
    { path },
  );

describe('the e-mail log', () => {
  it('searches the recipient on the server, keeping the state filter, and says when nothing matches', async () => {
    const asked: { q: string | null; status: string | null }[] = [];
    mockFetch({
      'GET /api/admin/emails': (request) => {
        const params = new URL(request.url).searchParams;
        asked.push({ q: params.get('q'), status: params.get('status') });
        const items = params.get('q') === 'personne@example.fr' ? [] : [refused()];
        return schemaResponse(adminMailPageSchema, {
          items,
          total: items.length,
          page: 1,
          pageSize: 20,
        });
      },
    });
    renderPage();
    expect((await screen.findAllByText('j•••@example.fr')).length).toBeGreaterThan(0);
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(search, 'personne@example.fr{Enter}');
    expect(await screen.findByText('Aucun e-mail pour ce destinataire.')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ q: 'personne@example.fr', status: 'failed' });
  });

  it('lists the failed e-mails of the URL’s filter and resends one after confirmation', async () => {
    const server = mailsServer(refused());
    renderPage();
    expect((await screen.findAllByText('j•••@example.fr')).length).toBeGreaterThan(0);
    expect(server.lists[0]).toBe('failed');
    expect(screen.getAllByText(/refused by the SMTP server \(550\)/).length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.click(
      screen.getAllByRole('button', { name: "Renvoyer l'e-mail à j•••@example.fr" })[0]!,
    );
    expect(await screen.findByText('Renvoyer cet e-mail ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText("E-mail remis dans la file d'envoi.")).toBeInTheDocument();
    expect(server.resends()).toBe(1);
  });

  it('asks nothing when the administrator answers Non', async () => {
    const server = mailsServer(refused());
    renderPage();
    const user = userEvent.setup();
    await user.click(
      (await screen.findAllByRole('button', { name: "Renvoyer l'e-mail à j•••@example.fr" }))[0]!,
    );
    await user.click(await screen.findByRole('button', { name: 'Non' }));
    await waitFor(() => expect(screen.queryByText('Renvoyer cet e-mail ?')).toBeNull());
    expect(server.resends()).toBe(0);
  });

  it('shows the server’s reason when a resend is refused', async () => {
    mailsServer(refused(), { refuse: true });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      (await screen.findAllByRole('button', { name: "Renvoyer l'e-mail à j•••@example.fr" }))[0]!,
    );
    await user.click(await screen.findByRole('button', { name: 'Oui' }));
    expect(
      await screen.findByText(
        'Renvoi impossible : Le contenu de cet e-mail a été effacé (durée de conservation écoulée) : il ne peut plus être renvoyé.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no resend once the body is purged, and says so', async () => {
    mailsServer(refused({ redactedAt: '2031-09-02T09:15:00.000Z' }));
    renderPage('/admin/emails');
    expect(
      (await screen.findAllByText('Contenu effacé (durée de conservation écoulée)')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Renvoyer l'e-mail/ })).toBeNull();
  });
});
