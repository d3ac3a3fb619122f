import { useState, type MouseEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  adminPersonErasureSchema,
  adminPersonQuerySchema,
  type ErasureResult,
} from '@navette/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TitledSection } from '../../../components/TitledSection';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { adminToast } from '../../../components/toast-store';
import { serverMessageOr } from '../../../lib/api-client';
import { personExportUrl, useErasePerson } from './privacy-admin-api';

type AdminPersonErasure = z.output<typeof adminPersonErasureSchema>;

const RESULT_KEYS = [
  'accounts',
  'reservationsDeleted',
  'reservationsAnonymised',
  'reviews',
  'applications',
  'mails',
] as const satisfies readonly (keyof ErasureResult)[];

/**
 * A person who asks by e-mail for their data or its erasure (docs/product/data-protection.md):
 * their address, the download of everything held about them, and the erasure after a Oui / Non,
 * whose counts are shown once done.
 */
export const PersonRequest = () => {
  const { t } = useTranslation('admin');
  const erase = useErasePerson();
  const [asking, setAsking] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; result: ErasureResult } | null>(null);
  const {
    register,
    submitWith,
    showApiError,
    errorText,
    trigger,
    watch,
    formState: { errors },
  } = useApiForm<{ email: string }, AdminPersonErasure>({
    resolver: zodResolver(adminPersonErasureSchema),
    serverFields: ['email'],
    defaultValues: { email: '' },
  });
  const query = adminPersonQuerySchema.safeParse({ email: watch('email') });

  // the download is a plain link; an address the server would refuse is said under the field
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    if (query.success) return;
    event.preventDefault();
    void trigger('email');
  };

  const confirmErase = (email: string) => {
    setAsking(null);
    erase.mutate(email, {
      onSuccess: (result) => {
        setDone({ email, result });
        adminToast.success(t('adminPrivacy.erased'));
      },
      onError: (error) => {
        showApiError(error);
        adminToast.error(
          `${t('adminPrivacy.eraseFailed')}${serverMessageOr(error, error.message)}`,
        );
      },
    });
  };

  return (
    <TitledSection
      titleId="privacy-person"
      className="rounded-lg bg-white p-4 shadow-card md:p-6"
      title={t('adminPrivacy.personTitle')}
      titleClassName="mb-2 text-lg font-semibold text-ink-900"
    >
      <p className="mb-4 max-w-2xl text-sm text-slate-700">{t('adminPrivacy.personIntro')}</p>
      <form
        noValidate
        onSubmit={submitWith(({ email }) => {
          setDone(null);
          setAsking(email);
        })}
        className="flex max-w-xl flex-col gap-2"
      >
        <TextField
          label={t('adminPrivacy.emailLabel')}
          type="email"
          autoComplete="off"
          error={errorText(errors.email)}
          {...register('email')}
        />
        <div className="flex flex-wrap gap-2">
          <a
            href={personExportUrl(query.success ? query.data.email : '')}
            download
            onClick={download}
            className="btn btn-outline"
          >
            {t('adminPrivacy.export')}
          </a>
          <SubmitButton
            pending={erase.isPending}
            pendingLabel={t('adminPrivacy.erasing')}
            className="btn btn-ink"
          >
            {t('adminPrivacy.erase')}
          </SubmitButton>
        </div>
      </form>
      {done && (
        <div role="status" className="mt-6 max-w-xl rounded-md bg-cream p-4">
          <h3 className="mb-2 text-sm font-semibold text-ink-900">
            {t('adminPrivacy.resultTitle', { email: done.email })}
          </h3>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {RESULT_KEYS.map((key) => (
              <div key={key} className="contents">
                <dt className="text-slate-700">{t(`adminPrivacy.result.${key}`)}</dt>
                <dd className="text-right font-semibold text-ink-900 tabular-nums">
                  {done.result[key]}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('adminPrivacy.confirmTitle', { email: asking ?? '' })}
        text={t('adminPrivacy.confirmText')}
        onConfirm={() => asking && confirmErase(asking)}
        onCancel={() => setAsking(null)}
      />
    </TitledSection>
  );
};
