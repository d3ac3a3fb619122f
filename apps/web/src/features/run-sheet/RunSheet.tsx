import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunSheet } from './run-sheet-api';
import { parisClock, parisShortDay } from './run-sheet-format';
import { loadRunSheet, registerShellWorker, saveRunSheet } from './run-sheet-offline';
import { LegCard } from './LegCard';

/*
 * The chauffeur's run sheet (docs/product/dispatch.md#the-run-sheet): today's and tomorrow's legs,
 * phone first. Without network, the last list read, marked offline with its time.
 */

export function RunSheet() {
  const { t } = useTranslation(['chauffeur', 'common']);
  const query = useRunSheet();
  useEffect(registerShellWorker, []);
  useEffect(() => {
    if (query.data) saveRunSheet(query.data);
  }, [query.data]);
  const offlineCopy = query.isError ? loadRunSheet() : null;
  const sheet = query.data ?? offlineCopy;
  if (query.isPending) return <p>{t('runSheet.loading')}</p>;
  if (!sheet) return <p role="alert">{t('runSheet.failed')}</p>;
  const offline = !query.data;
  return (
    <div className="mx-auto w-full max-w-xl overflow-x-hidden px-3">
      {offline && (
        <p role="status" className="my-3 rounded-md bg-warning-50 p-3 font-medium">
          {t('runSheet.offline', {
            day: parisShortDay(sheet.generatedAt),
            time: parisClock(sheet.generatedAt),
          })}
        </p>
      )}
      {sheet.days.map((day, index) => (
        <section key={day.date} className="my-4">
          <h2 className="mb-2 text-xl font-bold">
            {index === 0 ? t('runSheet.today') : t('runSheet.tomorrow')}
          </h2>
          {day.legs.length === 0 ? (
            <p className="text-slate-600">{t('runSheet.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {day.legs.map((leg) => (
                <LegCard
                  key={`${leg.reservationId}-${leg.leg}`}
                  leg={leg}
                  noShowWaitMinutes={sheet.noShowWaitMinutes}
                  offline={offline}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
