import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Spinner } from '../../../components/Spinner';
import { TitledSection } from '../../../components/TitledSection';
import { serverMessageOr } from '../../../lib/api-client';
import { useCalendarFeeds, useRegenerateFeed } from '../dispatch-api';

/** One feed: whether it has an address, the button that makes a new one, and that one, once. */
const FeedRow = ({
  label,
  hasFeed,
  chauffeurId,
}: {
  label: string;
  hasFeed: boolean;
  chauffeurId: string | null;
}) => {
  const { t } = useTranslation('admin');
  const regenerate = useRegenerateFeed();
  const [url, setUrl] = useState<string | null>(null);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="font-semibold text-ink-900">{label}</span>{' '}
          <span className="text-sm text-slate-600">
            {hasFeed ? t('adminPlanning.calendars.active') : t('adminPlanning.calendars.none')}
          </span>
        </span>
        <button
          type="button"
          className="btn btn-outline"
          disabled={regenerate.isPending}
          aria-label={t('adminPlanning.calendars.regenerateOf', { name: label })}
          onClick={() =>
            regenerate.mutate(chauffeurId, { onSuccess: (answer) => setUrl(answer.url) })
          }
        >
          {t('adminPlanning.calendars.regenerate')}
        </button>
      </div>
      {regenerate.isError && (
        <ErrorBanner
          className="mt-2"
          message={serverMessageOr(regenerate.error, t('adminPlanning.calendars.error'))}
        />
      )}
      {url && (
        <div className="mt-2 space-y-2 rounded-lg border border-gold-300 bg-gold-50 p-3 text-sm">
          <p>{t('adminPlanning.calendars.shownOnce')}</p>
          <code className="block break-all text-ink-900">{url}</code>
          <CopyButton
            text={url}
            label={t('adminPlanning.calendars.copy')}
            copiedLabel={t('adminPlanning.calendars.copied')}
          />
        </div>
      )}
    </li>
  );
};

/** The secret calendar feeds: the company's and each chauffeur's (docs/product/dispatch.md#calendar-feeds). */
export const CalendarFeeds = () => {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const feeds = useCalendarFeeds();
  return (
    <TitledSection
      titleId={titleId}
      title={t('adminPlanning.calendars.title')}
      titleClassName="text-xl font-semibold text-ink-900"
      intro={<p className="mt-1 text-sm text-slate-600">{t('adminPlanning.calendars.intro')}</p>}
      className="mt-10"
    >
      {feeds.isPending && <Spinner label={t('adminPlanning.calendars.loading')} />}
      {feeds.isError && (
        <ErrorBanner message={serverMessageOr(feeds.error, t('adminPlanning.calendars.error'))} />
      )}
      {feeds.data && (
        <ul className="mt-3 divide-y divide-slate-200">
          <FeedRow
            label={t('adminPlanning.calendars.company')}
            hasFeed={feeds.data.company}
            chauffeurId={null}
          />
          {feeds.data.chauffeurs.map((chauffeur) => (
            <FeedRow
              key={chauffeur._id}
              label={chauffeur.name}
              hasFeed={chauffeur.hasFeed}
              chauffeurId={chauffeur._id}
            />
          ))}
        </ul>
      )}
    </TitledSection>
  );
};
