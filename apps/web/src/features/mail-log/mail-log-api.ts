import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listAdminMailsEndpoint,
  resendAdminMailEndpoint,
  type MailLogStatus,
} from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';
import { dashboardQueryKey } from '../../lib/admin-query-keys';

/*
 * The e-mail log's calls (docs/product/back-office.md#e-mails): one page of the outbox, in one
 * state or all, and the resend of a failed e-mail.
 */

const mailsKey = ['admin', 'mails'] as const;
export const ADMIN_MAILS_PAGE_SIZE = 20;

/** One page of the log, in one state or all, of the recipients containing `q` when given. */
export const useAdminMails = (status: MailLogStatus | undefined, page: number, q = '') =>
  useQuery({
    queryKey: [...mailsKey, status ?? 'all', q, page],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminMailsEndpoint, {
        query: {
          ...(status ? { status } : {}),
          ...(q ? { q } : {}),
          page: String(page),
          pageSize: String(ADMIN_MAILS_PAGE_SIZE),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Queues a failed e-mail again; the log (and the dashboard's count) is read again after it. */
export const useResendMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(resendAdminMailEndpoint, { params: { id } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: mailsKey });
      await queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
};
