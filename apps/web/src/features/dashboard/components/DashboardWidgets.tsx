import { useId } from 'react';
import { TitledSection, type TitledSectionProps } from '../../../components/TitledSection';

/*
 * The dashboard's small building blocks: a card named by its heading, a labelled select (the
 * period, the year), the table a chart is read as by screen readers, (the short list shown whole
 * is components/ShortList).
 */

/** A white card of the dashboard, named by its h2 `dashboard-<name>`. */
export const DashboardCard = ({
  name,
  ...props
}: { name: string } & Omit<TitledSectionProps, 'titleId' | 'className' | 'titleClassName'>) => (
  <TitledSection
    titleId={`dashboard-${name}`}
    className="rounded-lg bg-white p-4 shadow-card"
    titleClassName="text-lg font-semibold text-ink-900"
    {...props}
  />
);

export const selectClass =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm text-ink-900 focus:border-ink-700 focus:outline-none focus:ring-2 focus:ring-gold-400';

export const LabelledSelect = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

/**
 * A chart's numbers as a visually hidden table: one row per label. The table sits in a hidden
 * box rather than being that box: a table is as wide as its rows, whatever width it is given, and
 * one hidden by itself widened the page on a phone (496 px at 390 px).
 */
export const ChartTable = ({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}) => (
  <div className="sr-only">
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers[0]}</th>
          <th scope="col">{headers[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
