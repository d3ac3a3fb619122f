import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vehicle, VehicleInput } from '@navette/shared';
import type { DataTableColumn } from '../../components/DataTable';
import { adminToast, toast } from '../../components/toast-store';
import { ApiError } from '../../lib/api-client';
import { ShortList } from '../../components/ShortList';
import { formatDay } from '../../lib/format';
import { VehicleForm } from './VehicleForm';
import { useDeleteVehicle, useSaveVehicle, useVehicles } from './vehicles-api';

const buttonClass =
  'min-h-11 rounded-md px-3 text-sm font-medium focus:outline-none focus:ring-2 focus:ring-gold-400 disabled:opacity-60';

/** The form's state: closed, a new vehicle, or the vehicle being edited. */
type FormState = { vehicle: Vehicle | null } | null;

/**
 * The fleet (docs/product/back-office.md#vehicles): the table, one form for a new vehicle or the
 * edited one, the delete asked through the Oui / Non toast, and the product's messages.
 */
export const AdminVehicles = () => {
  const { t, i18n } = useTranslation('admin');
  const vehicles = useVehicles();
  const save = useSaveVehicle();
  const remove = useDeleteVehicle();
  const [form, setForm] = useState<FormState>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});

  useEffect(() => {
    if (vehicles.isError) adminToast.error(t('adminVehicles.loadError'));
  }, [vehicles.isError, t]);

  const open = (vehicle: Vehicle | null) => {
    setFieldErrors({});
    setForm({ vehicle });
  };

  const onSubmit = (body: VehicleInput) => {
    const editing = form?.vehicle ?? null;
    save.mutate(
      { id: editing?._id ?? null, body },
      {
        onSuccess: () => {
          setForm(null);
          setFieldErrors({});
          adminToast.success(t(editing ? 'adminVehicles.updated' : 'adminVehicles.created'));
        },
        onError: (error) => {
          setFieldErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
          adminToast.error(t(editing ? 'adminVehicles.updateError' : 'adminVehicles.createError'));
        },
      },
    );
  };

  const onDelete = (vehicle: Vehicle) => {
    toast.confirm(t('adminVehicles.confirmDelete'), {
      onConfirm: () =>
        remove.mutate(vehicle._id, {
          onSuccess: () => {
            if (form?.vehicle?._id === vehicle._id) setForm(null);
            adminToast.success(t('adminVehicles.deleted'));
          },
          onError: () => adminToast.error(t('adminVehicles.deleteError')),
        }),
    });
  };

  const day = (value: string | null | undefined) =>
    value ? formatDay(value, i18n.language) : t('adminVehicles.noDate');
  const columns: DataTableColumn<Vehicle>[] = [
    { id: 'nom', header: t('adminVehicles.columns.nom'), cell: (row) => row.nom },
    {
      id: 'passagers',
      header: t('adminVehicles.columns.passagers'),
      cell: (row) => row.capacite_passagers,
    },
    {
      id: 'bagages',
      header: t('adminVehicles.columns.bagages'),
      cell: (row) =>
        t('adminVehicles.bagagesRange', {
          min: row.capacite_bagages_min,
          max: row.capacite_bagages_max,
        }),
    },
    {
      id: 'plaque',
      header: t('adminVehicles.columns.plaque'),
      cell: (row) =>
        row.plaque
          ? [row.plaque, row.couleur].filter(Boolean).join(' · ')
          : t('adminVehicles.noPlate'),
    },
    {
      id: 'papiers',
      header: t('adminVehicles.columns.papiers'),
      cell: (row) =>
        t('adminVehicles.papers', {
          assurance: day(row.assurance_expire_le),
          controle: day(row.controle_technique_expire_le),
        }),
    },
    {
      id: 'actions',
      header: t('adminVehicles.columns.actions'),
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-label={t('adminVehicles.editLabel', { nom: row.nom })}
            onClick={() => open(row)}
            className={`${buttonClass} border border-slate-300 text-ink-900`}
          >
            {t('adminVehicles.edit')}
          </button>
          <button
            type="button"
            aria-label={t('adminVehicles.deleteLabel', { nom: row.nom })}
            onClick={() => onDelete(row)}
            className={`${buttonClass} border border-error-600/40 text-error-600`}
          >
            {t('adminVehicles.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      {form ? (
        <VehicleForm
          // a fresh draft for each vehicle opened
          key={form.vehicle?._id ?? 'new'}
          vehicle={form.vehicle}
          saving={save.isPending}
          fieldErrors={fieldErrors}
          onSubmit={onSubmit}
          onCancel={() => setForm(null)}
        />
      ) : (
        <div>
          <button
            type="button"
            onClick={() => open(null)}
            className={`${buttonClass} bg-ink-900 px-4 text-white`}
          >
            {t('adminVehicles.add')}
          </button>
        </div>
      )}
      {vehicles.isError ? (
        <p role="alert" className="rounded-lg bg-error-50 p-4 text-error-600">
          {t('adminVehicles.loadError')}
        </p>
      ) : (
        <ShortList
          caption={t('pages.adminVehicles.title')}
          columns={columns}
          rows={vehicles.data ?? []}
          rowKey={(row) => row._id}
          emptyText={t('adminVehicles.empty')}
          loading={vehicles.isPending}
        />
      )}
    </div>
  );
};
