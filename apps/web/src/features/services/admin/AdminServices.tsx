import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service } from '@navette/shared';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Spinner } from '../../../components/Spinner';
import { adminToast, toast } from '../../../components/toast-store';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { ServiceCard } from './ServiceCard';
import { ServiceForm, type ServiceFormErrors } from './ServiceForm';
import {
  useAdminServices,
  useCreateService,
  useDeleteService,
  useUpdateService,
  type ServiceDraft,
} from './services-admin-api';

/** The server's field messages go under the fields; any other message above the form. */
const formErrorsOf = (error: unknown): ServiceFormErrors => {
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
    return { fields: error.fields };
  }
  return { alert: serverMessageOr(error, error instanceof Error ? error.message : String(error)) };
};

/**
 * The services page (docs/product/back-office.md#services): a card grid, the create form, the
 * edit of one card at a time in place, and a delete asked through the Oui / Non toast. Every
 * change refreshes the public catalogue in this browser.
 */
export const AdminServices = () => {
  const { t } = useTranslation('admin');
  const list = useAdminServices();
  const create = useCreateService();
  const update = useUpdateService();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<string | null>(null);
  const [createErrors, setCreateErrors] = useState<ServiceFormErrors>({});
  const [editErrors, setEditErrors] = useState<ServiceFormErrors>({});

  // the product's message as a toast, once per failed load; the banner keeps the reason
  const { isError, errorUpdatedAt } = list;
  useEffect(() => {
    if (isError) adminToast.error(t('adminServices.messages.loadError'));
  }, [isError, errorUpdatedAt, t]);

  const add = (draft: ServiceDraft) =>
    create.mutateAsync(draft).then(
      () => {
        setCreateErrors({});
        adminToast.success(t('adminServices.messages.created'));
        return true;
      },
      (error: unknown) => {
        setCreateErrors(formErrorsOf(error));
        adminToast.error(t('adminServices.messages.createFailed'));
        return false;
      },
    );

  const save = (id: string, draft: ServiceDraft) =>
    update.mutateAsync({ id, draft }).then(
      () => {
        setEditing(null);
        adminToast.success(t('adminServices.messages.updated'));
        return true;
      },
      (error: unknown) => {
        setEditErrors(formErrorsOf(error));
        adminToast.error(t('adminServices.messages.updateFailed'));
        return false;
      },
    );

  const startEdit = (service: Service) => {
    setEditErrors({});
    setEditing(service._id);
  };

  const askDelete = (service: Service) =>
    toast.confirm(t('adminServices.messages.deleteConfirm'), {
      onConfirm: () => {
        remove.mutateAsync(service._id).then(
          () => {
            if (editing === service._id) setEditing(null);
            adminToast.success(t('adminServices.messages.deleted'));
          },
          () => adminToast.error(t('adminServices.messages.deleteFailed')),
        );
      },
    });

  const services = list.data;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <section className="rounded-lg bg-white p-4 shadow-card md:max-w-2xl md:p-6">
        <ServiceForm
          mode="create"
          pending={create.isPending}
          errors={createErrors}
          onSubmit={add}
        />
      </section>
      {list.isError && (
        <ErrorBanner
          key={list.errorUpdatedAt}
          title={t('adminServices.messages.loadError')}
          message={serverMessageOr(list.error, list.error.message)}
        />
      )}
      {list.isPending && (
        <div className="flex justify-center rounded-lg bg-white p-8 shadow-card">
          <Spinner label={t('adminWidgets.dataTable.loading')} />
        </div>
      )}
      {services && services.length === 0 && (
        <p className="rounded-lg bg-white p-8 text-center text-slate-600 shadow-card">
          {t('adminServices.empty')}
        </p>
      )}
      {services && services.length > 0 && (
        <ul
          aria-label={t('adminServices.list')}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {services.map((service) => (
            <li key={service._id} className="min-w-0">
              {editing === service._id ? (
                <div className="rounded-lg bg-white p-4 shadow-card">
                  <ServiceForm
                    mode="edit"
                    initial={service}
                    pending={update.isPending}
                    errors={editErrors}
                    onSubmit={(draft) => save(service._id, draft)}
                    onCancel={() => setEditing(null)}
                  />
                </div>
              ) : (
                <ServiceCard
                  service={service}
                  locked={editing !== null}
                  onEdit={startEdit}
                  onDelete={askDelete}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
