import { useTranslation } from 'react-i18next';
import { PURGE_COUNTS, type PrivacyOverview as Overview } from '@navette/shared';
import { formatDateTime } from '../../../lib/format';

const sectionClass = 'rounded-lg bg-white p-4 shadow-card md:p-6';

/** The retention periods in force, as the server applies them (docs/product/data-protection.md). */
const RetentionPeriods = ({ retention }: { retention: Overview['retention'] }) => {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="privacy-retention" className={sectionClass}>
      <h2 id="privacy-retention" className="mb-3 text-lg font-semibold text-ink-900">
        {t('adminPrivacy.retentionTitle')}
      </h2>
      <ul className="list-disc space-y-1 pl-6 text-sm text-slate-800 marker:text-gold-600">
        {(Object.keys(retention) as (keyof Overview['retention'])[]).map((key) => (
          <li key={key}>{t(`adminPrivacy.retention.${key}`, { n: retention[key] })}</li>
        ))}
      </ul>
    </section>
  );
};

/** What the nightly purge last did: when, each count with its label, and its error if any. */
const LastPurge = ({ run }: { run: Overview['lastPurge'] }) => {
  const { t, i18n } = useTranslation('admin');
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <section aria-labelledby="privacy-purge" className={sectionClass}>
      <h2 id="privacy-purge" className="mb-3 text-lg font-semibold text-ink-900">
        {t('adminPrivacy.purgeTitle')}
      </h2>
      {run === null ? (
        <p className="text-sm text-slate-700">{t('adminPrivacy.purgeNever')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-800">
            {run.finishedAt === null
              ? t('adminPrivacy.purgeUnfinished', { start: at(run.startedAt) })
              : t('adminPrivacy.purgeFinished', {
                  start: at(run.startedAt),
                  end: at(run.finishedAt),
                })}
          </p>
          {run.error !== null && (
            <p role="alert" className="mt-2 rounded-md bg-error-50 p-3 text-sm text-error-600">
              {t('adminPrivacy.purgeError', { error: run.error })}
            </p>
          )}
          <h3 className="mt-4 text-sm font-semibold text-ink-900">
            {t('adminPrivacy.purgeCountsLabel')}
          </h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {PURGE_COUNTS.map((key) => (
              <div key={key} className="contents">
                <dt className="text-slate-600">{t(`adminPrivacy.purgeCounts.${key}`)}</dt>
                <dd className="text-right font-semibold text-ink-900 tabular-nums">
                  {run.counts[key] ?? 0}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
};

export const PrivacyOverview = ({ overview }: { overview: Overview }) => (
  <>
    <RetentionPeriods retention={overview.retention} />
    <LastPurge run={overview.lastPurge} />
  </>
);
