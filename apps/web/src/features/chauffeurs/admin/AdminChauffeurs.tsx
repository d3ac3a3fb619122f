import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminChauffeur, ChauffeurInvite } from '@navette/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { DataTableColumn } from '../../../components/DataTable';
import { ShortList } from '../../../components/ShortList';
import { ExpiryBadge } from '../../../entities/road-papers/ExpiryBadge';
import { formatDay } from '../../../lib/format';
import { adminToast } from '../../../components/toast-store';
import { ApiError } from '../../../lib/api-client';
import { ChauffeurForm } from './ChauffeurForm';
import {
  useChauffeurAction,
  useChauffeurs,
  useSaveChauffeur,
  type ChauffeurAction,
} from './chauffeurs-admin-api';

const buttonClass =
  'min-h-11 rounded-md border border-slate-300 px-3 text-sm font-medium text-ink-900 focus:outline-none focus:ring-2 focus:ring-gold-400 disabled:opacity-60';

type FormState = { chauffeur: AdminChauffeur | null } | null;

/** The chauffeurs (docs/product/dispatch.md#chauffeurs): list, invitation, changes, (de)activation. */
export const AdminChauffeurs = () => {
  const { t, i18n } = useTranslation('admin');
  const chauffeurs = useChauffeurs();
  const save = useSaveChauffeur();
  const act = useChauffeurAction();
  const [form, setForm] = useState<FormState>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [confirming, setConfirming] = useState<AdminChauffeur | null>(null);

  useEffect(() => {
    if (chauffeurs.isError) adminToast.error(t('adminChauffeurs.loadError'));
  }, [chauffeurs.isError, t]);

  const open = (chauffeur: AdminChauffeur | null) => {
    setError(null);
    setFieldErrors({});
    setForm({ chauffeur });
  };

  const onSubmit = (draft: ChauffeurInvite) => {
    const editing = form?.chauffeur ?? null;
    const { email, ...update } = draft;
    const input = editing
      ? { id: editing._id, body: update }
      : { id: null, body: { ...update, email } };
    save.mutate(input, {
      onSuccess: () => {
        setForm(null);
        adminToast.success(t(editing ? 'adminChauffeurs.updated' : 'adminChauffeurs.invited'));
      },
      onError: (failure) => {
        setFieldErrors(failure instanceof ApiError ? (failure.fields ?? {}) : {});
        setError(failure instanceof ApiError ? failure.message : t('adminChauffeurs.saveError'));
      },
    });
  };

  const run = (chauffeur: AdminChauffeur, action: ChauffeurAction) =>
    act.mutate(
      { id: chauffeur._id, action },
      {
        onSuccess: () => adminToast.success(t(`adminChauffeurs.done.${action}`)),
        onError: (failure) =>
          adminToast.error(
            failure instanceof ApiError ? failure.message : t('adminChauffeurs.actionError'),
          ),
      },
    );

  const expiry = (row: AdminChauffeur) => (
    <span className="flex flex-wrap items-center gap-2">
      {formatDay(row.carteVtcExpireLe, i18n.language)}
      <ExpiryBadge lastValidDay={row.carteVtcExpireLe} />
    </span>
  );

  const columns: DataTableColumn<AdminChauffeur>[] = [
    { id: 'name', header: t('adminChauffeurs.fields.name'), cell: (row) => row.name },
    { id: 'email', header: t('adminChauffeurs.fields.email'), cell: (row) => row.email },
    {
      id: 'telephone',
      header: t('adminChauffeurs.fields.telephone'),
      cell: (row) => row.telephone,
    },
    {
      id: 'card',
      header: t('adminChauffeurs.fields.carteVtcNumero'),
      cell: (row) => row.carteVtcNumero,
    },
    { id: 'expiry', header: t('adminChauffeurs.fields.carteVtcExpireLe'), cell: expiry },
    {
      id: 'status',
      header: t('adminChauffeurs.columns.status'),
      cell: (row) => (
        <span className="flex flex-col gap-1">
          {row.active ? t('adminChauffeurs.active') : t('adminChauffeurs.inactive')}
          {row.invitationPending ? (
            <span className="text-xs text-slate-600">{t('adminChauffeurs.pending')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('adminChauffeurs.columns.actions'),
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-label={t('adminChauffeurs.editLabel', { name: row.name })}
            onClick={() => open(row)}
            className={buttonClass}
          >
            {t('adminChauffeurs.edit')}
          </button>
          {row.active ? (
            <button
              type="button"
              aria-label={t('adminChauffeurs.deactivateLabel', { name: row.name })}
              onClick={() => setConfirming(row)}
              disabled={act.isPending}
              className={buttonClass}
            >
              {t('adminChauffeurs.deactivate')}
            </button>
          ) : (
            <button
              type="button"
              aria-label={t('adminChauffeurs.reactivateLabel', { name: row.name })}
              onClick={() => run(row, 'reactivate')}
              disabled={act.isPending}
              className={buttonClass}
            >
              {t('adminChauffeurs.reactivate')}
            </button>
          )}
          {row.invitationPending ? (
            <button
              type="button"
              aria-label={t('adminChauffeurs.reinviteLabel', { name: row.name })}
              onClick={() => run(row, 'reinvite')}
              disabled={act.isPending}
              className={buttonClass}
            >
              {t('adminChauffeurs.reinvite')}
            </button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      {form ? (
        <ChauffeurForm
          key={form.chauffeur?._id ?? 'new'}
          chauffeur={form.chauffeur}
          saving={save.isPending}
          error={error}
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
            {t('adminChauffeurs.invite')}
          </button>
        </div>
      )}
      {chauffeurs.isError ? (
        <p role="alert" className="rounded-lg bg-error-50 p-4 text-error-600">
          {t('adminChauffeurs.loadError')}
        </p>
      ) : (
        <ShortList
          caption={t('pages.adminChauffeurs.title')}
          columns={columns}
          rows={chauffeurs.data ?? []}
          rowKey={(row) => row._id}
          emptyText={t('adminChauffeurs.empty')}
          loading={chauffeurs.isPending}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('adminChauffeurs.confirmTitle')}
        text={t('adminChauffeurs.confirmText', { name: confirming?.name ?? '' })}
        onConfirm={() => {
          if (confirming) run(confirming, 'deactivate');
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
};
