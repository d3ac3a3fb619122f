import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, controlClass } from '../../../components/form/Field';
import { TextField } from '../../../components/form/TextField';
import { TitledSection } from '../../../components/TitledSection';
import { useTariffEditor } from './tariff-editor-context';

/*
 * The tariff editor's inputs: each one reads its message at the schema path it fills
 * (`rates.0.flatFares.1.priceCents`), whether the page or the server found it.
 */

interface TextInputProps {
  label: string;
  /** the schema path whose message shows under the input */
  path: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  className?: string;
}

/** What each kind of value asks of the phone's keyboard. */
const INPUT_KINDS = {
  /** an amount typed in euros, with a comma or a point */
  money: { inputMode: 'decimal' },
  /** a whole number: a percentage, a count, hours, minutes */
  whole: { inputMode: 'numeric' },
  /** a free text (a zone's name, its identifier) */
  text: { spellCheck: false },
} as const;

const DraftInput = ({
  kind,
  label,
  path,
  value,
  onChange,
  hint,
  className,
}: TextInputProps & { kind: keyof typeof INPUT_KINDS }) => {
  const { errorOf } = useTariffEditor();
  return (
    <TextField
      label={label}
      hint={hint}
      autoComplete="off"
      {...INPUT_KINDS[kind]}
      value={value}
      error={errorOf(path)}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    />
  );
};

export const MoneyInput = (props: TextInputProps) => <DraftInput kind="money" {...props} />;
export const WholeInput = (props: TextInputProps) => <DraftInput kind="whole" {...props} />;
export const PlainInput = (props: TextInputProps) => <DraftInput kind="text" {...props} />;

/** A choice among a few, as the form kit draws an input; `value` '' is the placeholder's. */
export const SelectInput = ({
  label,
  value,
  options,
  onChange,
  error,
  className,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** already translated */
  error?: string | undefined;
  className?: string;
}) => (
  <Field label={label} error={error} className={className}>
    {({ id, describedBy, invalid }) => (
      <select
        id={id}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(error)}
      >
        {options.map((option, index) => (
          <option key={index} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  </Field>
);

/** One of the draft's zones, by name (`from`, `to` of a flat fare). */
export const ZoneSelect = ({ label, path, value, onChange, className }: TextInputProps) => {
  const { t } = useTranslation('admin');
  const { draft, errorOf } = useTariffEditor();
  const known = draft.zones.some((zone) => zone.id === value);
  const options = [
    { value: '', label: t('adminTariff.rates.flat.choose') },
    // a zone since renamed or removed stays shown, so that its message reads right
    ...(known || value === '' ? [] : [{ value, label: value }]),
    ...draft.zones.map((zone) => ({ value: zone.id, label: zone.name || zone.id })),
  ];
  return (
    <SelectInput
      label={label}
      value={value}
      options={options}
      onChange={onChange}
      error={errorOf(path)}
      className={className}
    />
  );
};

/** A row's own button (remove a flat fare, an hourly package), named for that row. */
export const RowButton = ({
  text,
  label,
  onClick,
}: {
  text: string;
  /** the accessible name, which says which row */
  label: string;
  onClick: () => void;
}) => (
  <button
    type="button"
    aria-label={label}
    onClick={onClick}
    className="btn btn-outline min-h-11 px-3 text-sm"
  >
    {text}
  </button>
);

/** One row of a list (a flat fare, an hourly package): its fields under its number. */
export const RowFieldset = ({
  legend,
  columns,
  children,
}: {
  legend: string;
  /** the row's grid on wide screens */
  columns: string;
  children: ReactNode;
}) => (
  <fieldset
    className={`grid items-start gap-x-3 rounded-lg border border-slate-200 p-3 ${columns}`}
  >
    <legend className="px-1 text-sm font-semibold text-ink-900">{legend}</legend>
    {children}
  </fieldset>
);

/** A yes/no of the tariff, the whole row a 44 px target. */
export const CheckboxRow = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink-900">
    <input
      type="checkbox"
      className="size-5 shrink-0 cursor-pointer accent-ink-900"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
    {label}
  </label>
);

/** A titled block of the editor (a section's part: the flat fares, the formula…). */
export const EditorBlock = ({
  title,
  children,
  level = 3,
}: {
  title: string;
  children: ReactNode;
  level?: 3 | 4;
}) => {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-3">
      <Heading className="font-semibold text-ink-900">{title}</Heading>
      {children}
    </div>
  );
};

/** A part of a rate that may be off (the formula, hire by the hour): its switch, then its fields. */
export const OptionalBlock = ({
  title,
  enableLabel,
  enabled,
  onToggle,
  children,
}: {
  title: string;
  enableLabel: string;
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  children: ReactNode;
}) => (
  <EditorBlock title={title}>
    <CheckboxRow label={enableLabel} checked={enabled} onChange={onToggle} />
    {enabled && children}
  </EditorBlock>
);

/** A section of the page, a card named by its heading. */
export const TariffSection = ({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) => {
  const titleId = useId();
  return (
    <TitledSection
      titleId={titleId}
      title={title}
      titleClassName="text-xl font-semibold text-ink-900"
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-card md:p-6"
      intro={intro && <p className="max-w-3xl text-sm text-slate-600">{intro}</p>}
    >
      {children}
    </TitledSection>
  );
};
