import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLANNING_ROWS,
  PLANNING_VIEWS,
  parisToday,
  type PlanningRows,
  type PlanningView,
  type TripLegView,
} from '@navette/shared';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { serverMessageOr } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { usePlanning } from '../dispatch-api';
import { LegAssignment } from './LegAssignment';
import { PlanningBlock } from './PlanningBlock';
import { PlanningGrid } from './PlanningGrid';
import { isUnassigned, rowsOf, stepFrom } from './planning-layout';

/** A group of buttons of which one is pressed. */
const Toggle = <T extends string>({
  label,
  options,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
}) => (
  <div
    role="group"
    aria-label={label}
    className="inline-flex overflow-hidden rounded-lg border border-slate-300"
  >
    {options.map((option) => (
      <button
        key={option}
        type="button"
        aria-pressed={option === value}
        onClick={() => onChange(option)}
        className={`px-3 py-2 text-sm font-semibold ${option === value ? 'bg-ink-900 text-white' : 'bg-white text-ink-900'}`}
      >
        {labelOf(option)}
      </button>
    ))}
  </div>
);

/**
 * The planning (docs/product/dispatch.md#planning): the legs of a day or a week, by vehicle or by
 * chauffeur; the legs without a chauffeur or a vehicle listed apart above the grid. A leg opens
 * its assignment, with the same checks as the reservation's.
 */
export const AdminPlanning = () => {
  const { t, i18n } = useTranslation('admin');
  const [view, setView] = useState<PlanningView>('day');
  const [day, setDay] = useState(() => parisToday());
  const [by, setBy] = useState<PlanningRows>('vehicle');
  const [opened, setOpened] = useState<TripLegView | null>(null);
  const planning = usePlanning(view, day);
  const data = planning.data;
  const unassigned = data?.legs.filter(isUnassigned) ?? [];
  const lng = i18n.language;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Toggle
          label={t('adminPlanning.view.label')}
          options={PLANNING_VIEWS}
          value={view}
          labelOf={(option) => t(`adminPlanning.view.${option}`)}
          onChange={setView}
        />
        <div className="inline-flex gap-1">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setDay(stepFrom(view, day, -1))}
          >
            {t('adminPlanning.previous')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setDay(parisToday())}>
            {t('adminPlanning.today')}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setDay(stepFrom(view, day, 1))}
          >
            {t('adminPlanning.next')}
          </button>
        </div>
        <Toggle
          label={t('adminPlanning.rows.label')}
          options={PLANNING_ROWS}
          value={by}
          labelOf={(option) => t(`adminPlanning.rows.${option}`)}
          onChange={setBy}
        />
      </div>
      {data && (
        <h2 className="text-xl font-semibold text-ink-900" aria-live="polite">
          {data.from === data.until
            ? t('adminPlanning.period.day', { date: formatDay(data.from, lng) })
            : t('adminPlanning.period.week', {
                from: formatDay(data.from, lng),
                until: formatDay(data.until, lng),
              })}
        </h2>
      )}
      {planning.isPending && <Spinner label={t('adminPlanning.loading')} />}
      {planning.isError && (
        <ErrorBanner message={serverMessageOr(planning.error, t('adminPlanning.loadError'))} />
      )}
      {data && unassigned.length > 0 && (
        <section
          aria-labelledby="planning-unassigned"
          className="rounded-lg border border-warning-600/40 bg-warning-50 p-4"
        >
          <h3 id="planning-unassigned" className="font-semibold text-warning-600">
            {t('adminPlanning.unassigned.title', { count: unassigned.length })}
          </h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {unassigned.map((leg) => (
              <li key={`${leg.reservationId}-${leg.leg}`}>
                <PlanningBlock leg={leg} onOpen={setOpened} className="w-full" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {data &&
        (data.legs.length === 0 ? (
          <p className="text-slate-600">{t('adminPlanning.empty')}</p>
        ) : (
          <PlanningGrid
            view={view}
            from={data.from}
            rows={rowsOf(data, by, t(`adminPlanning.without.${by}`))}
            onOpen={setOpened}
          />
        ))}
      <Modal
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={
          opened
            ? t('adminPlanning.dialogTitle', {
                reference: opened.reference,
                leg: t(`adminPlanning.legs.${opened.leg}`),
              })
            : ''
        }
        className="sm:max-w-2xl"
      >
        {opened && <LegAssignment reservationId={opened.reservationId} leg={opened.leg} />}
      </Modal>
    </div>
  );
};
