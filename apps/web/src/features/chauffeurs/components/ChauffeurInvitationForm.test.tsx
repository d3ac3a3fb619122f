import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { ChauffeurInvitationForm } from './ChauffeurInvitationForm';

describe('the chauffeur’s invitation page', () => {
  it('says the link is not valid when it comes without its token, and asks the server nothing', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<ChauffeurInvitationForm token="" onAccepted={vi.fn()} />);
    expect(
      await screen.findByText(
        'Ce lien d’invitation n’est plus valide. Demandez-en un nouveau à l’administration.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
