import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  messageResponseSchema,
  vehicleListSchema,
  vehicleSchema,
  type Vehicle,
} from '@navette/shared';
import { Toaster } from '../../components/Toasts';
import { apiErrorResponse, schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import { toCapacity } from './VehicleForm';
import { AdminVehicles } from './AdminVehicles';

const ID = 'a1b2c3d4-0000-4000-8000-0000000000aa';
const classeV: Vehicle = vehicleSchema.parse({
  _id: ID,
  nom: 'Mercedes Classe V',
  capacite_passagers: 7,
  capacite_bagages_min: 2,
  capacite_bagages_max: 4,
});

/** The fleet API in memory; `fail` makes the named call answer an error. */
const fleetServer = (
  fail: Partial<Record<'list' | 'create' | 'update' | 'delete', Response>> = {},
) => {
  let fleet: Vehicle[] = [classeV];
  const bodies: unknown[] = [];
  mockFetch({
    'GET /api/vehicules': () => fail.list ?? schemaResponse(vehicleListSchema, fleet),
    'POST /api/vehicules': async (request) => {
      const body = (await request.json()) as Omit<Vehicle, '_id'>;
      bodies.push(body);
      if (fail.create) return fail.create;
      const vehicle = { _id: 'a1b2c3d4-0000-4000-8000-0000000000bb', ...body };
      fleet = [...fleet, vehicle];
      return schemaResponse(vehicleSchema, vehicle, 201);
    },
    [`PUT /api/vehicules/${ID}`]: async (request) => {
      const body = (await request.json()) as Omit<Vehicle, '_id'>;
      bodies.push(body);
      if (fail.update) return fail.update;
      fleet = fleet.map((v) => (v._id === ID ? { _id: ID, ...body } : v));
      return schemaResponse(vehicleSchema, { _id: ID, ...body });
    },
    [`DELETE /api/vehicules/${ID}`]: () => {
      if (fail.delete) return fail.delete;
      fleet = fleet.filter((v) => v._id !== ID);
      return schemaResponse(messageResponseSchema, { message: 'Véhicule supprimé avec succès' });
    },
  });
  return { bodies };
};

const renderPage = () =>
  renderWithProviders(
    <>
      <AdminVehicles />
      <Toaster />
    </>,
  );
const user = () => userEvent.setup();
const table = () => within(screen.getByRole('table'));
/** A row's action, in the table (the phone's cards repeat it, hidden by CSS). */
const rowAction = async (name: string) =>
  within(await screen.findByRole('table')).findByRole('button', { name });

const fill = async (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await user().clear(input);
  if (value) await user().type(input, value);
};

describe('admin vehicles page', () => {
  it('lists the fleet with its luggage range', async () => {
    fleetServer();
    renderPage();
    expect(await screen.findAllByText('Mercedes Classe V')).not.toHaveLength(0);
    expect(table().getByText('2 à 4')).toBeInTheDocument();
    expect(table().getByText('7')).toBeInTheDocument();
  });

  it('adds a vehicle, a non-numeric capacity counting as 0', async () => {
    const server = fleetServer();
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Ajouter un véhicule' }));
    await fill('Modèle', 'Renault Trafic');
    await fill('Capacité passagers', '8');
    await fill('Bagages minimum', '');
    await fill('Bagages maximum', '6');
    await user().click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Véhicule ajouté avec succès')).toBeInTheDocument();
    expect(server.bodies).toEqual([
      {
        nom: 'Renault Trafic',
        capacite_passagers: 8,
        capacite_bagages_min: 0,
        capacite_bagages_max: 6,
        plaque: null,
        couleur: null,
        assurance_expire_le: null,
        controle_technique_expire_le: null,
      },
    ]);
    expect(await table().findByText('0 à 6')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('edits a vehicle, its plate, colour and papers, and shows the new values', async () => {
    const server = fleetServer();
    renderPage();
    await user().click(await rowAction('Modifier Mercedes Classe V'));
    expect(table().getByText('Non renseignée')).toBeInTheDocument();
    expect(screen.getByLabelText('Modèle')).toHaveValue('Mercedes Classe V');
    await fill('Bagages maximum', '5');
    await fill('Plaque d’immatriculation', 'AB-123-CD');
    await fill('Couleur', ' Noir ');
    await fill('Assurance valable jusqu’au', '2031-05-31');
    await user().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Véhicule mis à jour avec succès')).toBeInTheDocument();
    expect(server.bodies).toEqual([
      {
        nom: 'Mercedes Classe V',
        capacite_passagers: 7,
        capacite_bagages_min: 2,
        capacite_bagages_max: 5,
        plaque: 'AB-123-CD',
        couleur: 'Noir',
        assurance_expire_le: '2031-05-31',
        controle_technique_expire_le: null,
      },
    ]);
    expect(await table().findByText('2 à 5')).toBeInTheDocument();
    expect(table().getByText('AB-123-CD · Noir')).toBeInTheDocument();
    expect(table().getByText('31/05/2031 · non renseigné')).toBeInTheDocument();
  });

  it('deletes only after Oui; Non keeps the vehicle', async () => {
    fleetServer();
    renderPage();
    await user().click(await rowAction('Supprimer Mercedes Classe V'));
    expect(
      screen.getByText('Êtes-vous sûr de vouloir supprimer ce véhicule ?'),
    ).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Non' }));
    expect(table().getByText('2 à 4')).toBeInTheDocument();

    await user().click(await rowAction('Supprimer Mercedes Classe V'));
    await user().click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Véhicule supprimé avec succès')).toBeInTheDocument();
    expect(await screen.findByText('Aucun véhicule pour le moment.')).toBeInTheDocument();
  });

  it("says the server's field message and the spec's error when an add is refused", async () => {
    const message = 'Le nombre maximum de bagages ne peut pas être inférieur au minimum.';
    fleetServer({
      create: apiErrorResponse(400, 'VALIDATION_FAILED', message, {
        capacite_bagages_max: message,
      }),
    });
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Ajouter un véhicule' }));
    await fill('Modèle', 'Van');
    await fill('Bagages minimum', '4');
    await fill('Bagages maximum', '2');
    await user().click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText("Erreur lors de l'ajout du véhicule")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Bagages maximum')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says each failure with its message', async () => {
    fleetServer({
      update: apiErrorResponse(
        404,
        'VEHICLE_NOT_FOUND',
        'Ce véhicule n’existe pas ou a été supprimé.',
      ),
      delete: apiErrorResponse(
        404,
        'VEHICLE_NOT_FOUND',
        'Ce véhicule n’existe pas ou a été supprimé.',
      ),
    });
    renderPage();
    await user().click(await rowAction('Modifier Mercedes Classe V'));
    await user().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Erreur lors de la modification du véhicule'),
    ).toBeInTheDocument();
    await user().click(await rowAction('Supprimer Mercedes Classe V'));
    await user().click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Erreur lors de la suppression')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    fleetServer({ list: apiErrorResponse(500, 'INTERNAL_ERROR', 'Erreur interne.') });
    renderPage();
    await waitFor(() =>
      expect(screen.getAllByText('Erreur lors du chargement des véhicules').length).toBeGreaterThan(
        0,
      ),
    );
  });
});

it('counts what is not a whole number as 0', () => {
  expect(toCapacity('')).toBe(0);
  expect(toCapacity('abc')).toBe(0);
  expect(toCapacity('3')).toBe(3);
});
