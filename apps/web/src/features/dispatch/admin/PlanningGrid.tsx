import { useTranslation } from 'react-i18next';
import type { PlanningView, TripLegView } from '@navette/shared';
import { formatDay } from '../../../lib/format';
import { PlanningBlock } from './PlanningBlock';
import { placeOf, weekDays, type PlanningRow } from './planning-layout';

const HOURS = [0, 3, 6, 9, 12, 15, 18, 21];

/** A day: each row's legs placed on a 0–24 h axis (the grid scrolls sideways on a phone). */
const DayGrid = ({ rows, onOpen }: { rows: PlanningRow[]; onOpen: (leg: TripLegView) => void }) => {
  const { t } = useTranslation('admin');
  return (
    <div className="overflow-x-auto">
      <div className="min-w-[48rem]">
        <div className="ml-44 flex text-xs text-slate-600" aria-hidden="true">
          {HOURS.map((hour) => (
            <span key={hour} className="flex-1 border-l border-slate-200 pl-1">
              {`${String(hour).padStart(2, '0')}:00`}
            </span>
          ))}
        </div>
        <ul className="divide-y divide-slate-200 border-y border-slate-200">
          {rows.map((row) => (
            <li key={row.id} className="flex min-h-20 items-stretch">
              <span className="w-44 shrink-0 py-2 pr-2 text-sm font-semibold text-ink-900">
                {row.label}
              </span>
              <div
                className="relative flex-1 bg-slate-100/40"
                role="list"
                aria-label={t('adminPlanning.rowLegs', { name: row.label })}
              >
                {row.legs.map((leg) => {
                  const { left, width } = placeOf(leg);
                  return (
                    <div
                      role="listitem"
                      key={`${leg.reservationId}-${leg.leg}`}
                      className="absolute inset-y-1"
                      style={{ left: `${left}%`, width: `${width}%`, minWidth: '7rem' }}
                    >
                      <PlanningBlock leg={leg} onOpen={onOpen} className="h-full w-full" />
                    </div>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};

/** A week: one column per day, each row's legs of that day listed in it. */
const WeekGrid = ({
  rows,
  from,
  onOpen,
}: {
  rows: PlanningRow[];
  from: string;
  onOpen: (leg: TripLegView) => void;
}) => {
  const { i18n } = useTranslation('admin');
  const days = weekDays(from);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[60rem] table-fixed border-collapse text-sm">
        <thead>
          <tr>
            <th className="w-40" />
            {days.map((day) => (
              <th key={day} scope="col" className="px-1 py-2 text-left font-semibold text-ink-900">
                {weekday.format(new Date(`${day}T12:00:00Z`))} {formatDay(day, i18n.language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 align-top">
              <th scope="row" className="py-2 pr-2 text-left font-semibold text-ink-900">
                {row.label}
              </th>
              {days.map((day) => (
                <td key={day} className="space-y-1 px-1 py-1">
                  {row.legs
                    .filter((leg) => leg.date === day)
                    .map((leg) => (
                      <PlanningBlock
                        key={`${leg.reservationId}-${leg.leg}`}
                        leg={leg}
                        onOpen={onOpen}
                        className="w-full"
                      />
                    ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/** The planning's grid: a day on an hour axis, or a week in day columns. */
export const PlanningGrid = ({
  view,
  from,
  rows,
  onOpen,
}: {
  view: PlanningView;
  from: string;
  rows: PlanningRow[];
  onOpen: (leg: TripLegView) => void;
}) =>
  view === 'day' ? (
    <DayGrid rows={rows} onOpen={onOpen} />
  ) : (
    <WeekGrid rows={rows} from={from} onOpen={onOpen} />
  );
