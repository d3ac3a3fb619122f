import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIP_STATE_NEXT, TRIP_STATES, type TripLegView, type TripState } from '@navette/shared';
import { useTripStateWords } from '../../entities/trip/use-trip-state-words';
import { serverMessageOr } from '../../lib/api-client';
import { mapsUrl, useReportState } from './run-sheet-api';
import { noShowAllowedAt, parisClock } from './run-sheet-format';
import { BonPanel } from './BonPanel';

/*
 * One leg on the run sheet (docs/product/dispatch.md#the-run-sheet): the time first, the
 * addresses as map links, the passenger to call, and the next states as big buttons.
 */

const TAP = 'min-h-11 min-w-11';

export function LegCard({
  leg,
  noShowWaitMinutes,
  offline,
}: {
  leg: TripLegView;
  noShowWaitMinutes: number;
  offline: boolean;
}) {
  const { t } = useTranslation(['chauffeur', 'common']);
  const report = useReportState(leg);
  const words = useTripStateWords();
  const [bonOpen, setBonOpen] = useState(false);
  // the clock the « Client absent » button waits on, read again every half minute
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const next = TRIP_STATE_NEXT[leg.state ?? 'none'];
  const allowedAt = noShowAllowedAt(leg, noShowWaitMinutes);
  const place = (text: string) => (
    <a className={`${TAP} break-words text-info-600 underline`} href={mapsUrl(text)}>
      {text}
    </a>
  );
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="text-3xl font-bold">{leg.heure}</span>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium">
          {words.state(leg.state ?? 'none')}
        </span>
      </div>
      <p className="mt-2 break-words">
        {place(leg.from)} <span aria-hidden="true">→</span>{' '}
        <span className="sr-only">{t('runSheet.to')}</span> {place(leg.to)}
      </p>
      {leg.stop && (
        <p className="break-words">
          {t('runSheet.stop')} {place(leg.stop)}
        </p>
      )}
      <p className="mt-2">
        {t('runSheet.passenger', { name: leg.passengerName })}{' '}
        <a
          className={`${TAP} inline-flex items-center text-info-600 underline`}
          href={`tel:${leg.passengerPhone.replace(/\s/g, '')}`}
          aria-label={t('runSheet.call', { name: leg.passengerName })}
        >
          {leg.passengerPhone}
        </a>
      </p>
      {leg.transportNumber && <p>{t('runSheet.transport', { number: leg.transportNumber })}</p>}
      <p>{t('runSheet.party', { passengers: leg.passengers, luggage: leg.luggage })}</p>
      {leg.siegeBebe && <p>{t('runSheet.babySeat')}</p>}
      {leg.rehausseurs && <p>{t('runSheet.booster')}</p>}
      {leg.commentaire && (
        <p className="break-words">{t('runSheet.comment', { text: leg.commentaire })}</p>
      )}
      {leg.vehicle && (
        <p>{t('runSheet.vehicle', { name: leg.vehicle.nom, plate: leg.vehicle.plaque ?? '' })}</p>
      )}
      <ul className="mt-2 text-sm text-slate-600">
        {TRIP_STATES.filter((state) => leg.stateTimes[state]).map((state) => (
          <li key={state}>{words.stateAt(state, leg.stateTimes[state]!)}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2">
        {next.map((state: TripState) => {
          const early = state === 'client absent' && now < allowedAt.getTime();
          return (
            <button
              key={state}
              type="button"
              className={`${TAP} rounded-md bg-ink-900 px-4 py-3 font-semibold text-white disabled:bg-slate-400`}
              disabled={offline || early || report.isPending}
              onClick={() => report.mutate(state)}
            >
              {t(`runSheet.actions.${state}`)}
              {early &&
                ` — ${t('runSheet.noShowFrom', { time: parisClock(allowedAt.toISOString()) })}`}
            </button>
          );
        })}
        {offline && <p className="text-sm text-slate-700">{t('runSheet.networkNeeded')}</p>}
        {report.isError && (
          <p role="alert" className="text-error-600">
            {serverMessageOr(report.error, t('common.requestFailed'))}
          </p>
        )}
        <button
          type="button"
          className={`${TAP} rounded-md border border-slate-300 px-4 py-3`}
          onClick={() => setBonOpen(true)}
        >
          {t('runSheet.bon.open')}
        </button>
      </div>
      {bonOpen && <BonPanel legRef={leg} onClose={() => setBonOpen(false)} />}
    </li>
  );
}
