import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MAIL_LOG_STATUSES, type AdminMail, type MailLogStatus } from '@navette/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { adminToast } from '../../components/toast-store';
import { serverMessageOr } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { ADMIN_MAILS_PAGE_SIZE, useAdminMails, useResendMail } from './mail-log-api';

/*
 * The e-mail log (docs/product/back-office.md#e-mails): the outbox newest first, recipients
 * masked, filtered by state (`?statut=failed`, the dashboard's link), searched by recipient (the
 * server compares the full address; the page still shows it masked), and Renvoyer on a failed
 * e-mail whose body the retention purge has not erased.
 */

const statusOf = (value: string | null): MailLogStatus | undefined =>
  MAIL_LOG_STATUSES.find((status) => status === value);

const STATUS_CLASS: Record<MailLogStatus, string> = {
  pending: 'bg-slate-100 text-slate-800',
  sending: 'bg-slate-100 text-slate-800',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export const AdminMails = () => {
  const { t, i18n } = useTranslation('admin');
  // the template's name in words; a template added since shows its code name
  const templateLabel = (template: string) =>
    t(`adminMails.templates.${template}`, { defaultValue: template });
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('statut'));
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState<AdminMail | null>(null);
  const list = useAdminMails(status, page, q);
  const resend = useResendMail();

  const confirmResend = () => {
    if (!asked) return;
    const mail = asked;
    setAsked(null);
    resend.mutate(mail._id, {
      onSuccess: () => adminToast.success(t('adminMails.messages.resent')),
      onError: (error) =>
        adminToast.error(
          `${t('adminMails.messages.failed')}${serverMessageOr(error, t('adminMails.messages.unknown'))}`,
        ),
    });
  };

  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const columns: DataTableColumn<AdminMail>[] = [
    {
      id: 'recipient',
      header: t('adminMails.columns.recipient'),
      cell: (mail) => <span className="break-all">{mail.recipient}</span>,
    },
    {
      id: 'template',
      header: t('adminMails.columns.template'),
      cell: (mail) => templateLabel(mail.template),
    },
    {
      id: 'status',
      header: t('adminMails.columns.status'),
      cell: (mail) => (
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[mail.status]}`}>
          {t(`adminMails.status.${mail.status}`)}
        </span>
      ),
    },
    { id: 'attempts', header: t('adminMails.columns.attempts'), cell: (mail) => mail.attempts },
    {
      id: 'lastError',
      header: t('adminMails.columns.lastError'),
      cell: (mail) => <span className="break-words text-sm">{mail.lastError ?? '—'}</span>,
    },
    {
      id: 'createdAt',
      header: t('adminMails.columns.createdAt'),
      cell: (mail) => date(mail.createdAt),
    },
    { id: 'sentAt', header: t('adminMails.columns.sentAt'), cell: (mail) => date(mail.sentAt) },
    {
      id: 'actions',
      header: t('adminMails.columns.actions'),
      cell: (mail) =>
        mail.redactedAt ? (
          <span className="text-sm text-slate-700">{t('adminMails.redacted')}</span>
        ) : mail.status === 'failed' ? (
          <button
            type="button"
            className="btn btn-ink min-h-11 px-4 text-sm"
            disabled={resend.isPending}
            aria-label={t('adminMails.resendOf', { recipient: mail.recipient })}
            onClick={() => setAsked(mail)}
          >
            {t('adminMails.resend')}
          </button>
        ) : null,
    },
  ];

  return (
    <div className="min-w-0">
      <DataTable
        caption={t('pages.adminMails.title')}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(mail) => mail._id}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        loadingText={t('adminMails.loading')}
        countText={(count) => t('adminMails.count', { count })}
        emptyText={
          list.isError ? t('adminMails.error') : q ? t('adminMails.noMatch') : t('adminMails.empty')
        }
        search={q}
        onSearch={(query) => {
          setPage(1);
          setQ(query);
        }}
        filters={[
          {
            id: 'statut',
            label: t('adminMails.filterLabel'),
            value: status ?? '',
            options: [
              { value: '', label: t('adminMails.filters.all') },
              ...MAIL_LOG_STATUSES.map((value) => ({
                value,
                label: t(`adminMails.filters.${value}`),
              })),
            ],
          },
        ]}
        onFilterChange={(_id, value) => {
          setPage(1);
          setParams(value ? { statut: value } : {}, { replace: true });
        }}
        page={page}
        pageSize={ADMIN_MAILS_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={asked !== null}
        title={t('adminMails.confirm.title')}
        text={t('adminMails.confirm.message', {
          template: asked ? templateLabel(asked.template) : '',
          recipient: asked?.recipient ?? '',
        })}
        onConfirm={confirmResend}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
};
