import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HOURS_MAX, MINUTES_MAX } from '@navette/shared';
import { ChevronDownIcon } from './Icons';
import { ClockIcon } from './PageIcons';
import { PickerPopover, usePickerPopover } from './PickerPopover';
import type { PickerFieldProps } from './PickerPopover';
import {
  QUICK_TIMES,
  clampTimeUnit,
  currentTime,
  pad2,
  parseTime,
  sanitizeTypedUnit,
  stepTimeUnit,
  formatTime,
} from './time-values';

/** value: 'HH:mm', or '' when no time is chosen */
export type TimePickerProps = PickerFieldProps;

const ChevronUp = ({ className }: { className?: string }) => (
  <ChevronDownIcon className={`rotate-180 ${className ?? ''}`} />
);

interface UnitFieldProps {
  label: string;
  increaseLabel: string;
  decreaseLabel: string;
  text: string;
  max: number;
  onText: (text: string) => void;
}

/**
 * One unit (hours or minutes): a labelled spinbutton between two arrow buttons. The arrows are
 * aria-disabled rather than disabled at a bound, so that the focus is not thrown out of the popup.
 */
const UnitField = ({ label, increaseLabel, decreaseLabel, text, max, onText }: UnitFieldProps) => {
  const value = clampTimeUnit(text, max);
  const step = (delta: number) => onText(pad2(stepTimeUnit(value, delta, max)));
  const arrowClass =
    'inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, () => number> = {
      ArrowUp: () => stepTimeUnit(value, 1, max),
      ArrowDown: () => stepTimeUnit(value, -1, max),
      Home: () => 0,
      End: () => max,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onText(pad2(move()));
  };

  return (
    <div className="flex flex-col items-center">
      <button
        type="button"
        aria-disabled={value >= max || undefined}
        onClick={() => value < max && step(1)}
        className={arrowClass}
      >
        <ChevronUp className="size-5" />
        <span className="sr-only">{increaseLabel}</span>
      </button>
      <input
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={pad2(value)}
        value={text}
        onChange={(event) => onText(sanitizeTypedUnit(event.target.value, max))}
        onBlur={() => onText(pad2(value))}
        onFocus={(event) => event.target.select()}
        onKeyDown={onKeyDown}
        className="h-14 w-16 rounded-lg border border-slate-300 bg-white text-center text-3xl font-semibold text-ink-900 tabular-nums focus:border-gold-600 focus:outline-3 focus:outline-offset-0 focus:outline-gold-300"
      />
      <button
        type="button"
        aria-disabled={value <= 0 || undefined}
        onClick={() => value > 0 && step(-1)}
        className={arrowClass}
      >
        <ChevronDownIcon className="size-5" />
        <span className="sr-only">{decreaseLabel}</span>
      </button>
    </div>
  );
};

/**
 * A time in a popup (docs/product/booking.md): hours 0–23 and minutes 0–59 with arrows that stop
 * at the bounds, typed values clamped, Confirm applies and closes, Cancel (or Escape) closes
 * without applying, and the quick choices under 'Heures rapides' apply at once.
 */
export const TimePicker = ({ value, onChange, ref, ...shell }: TimePickerProps) => {
  const { t } = useTranslation();
  const quickId = `${useId()}-quick`;
  const popover = usePickerPopover(ref);
  const { open, setOpen, close } = popover;
  const [hoursText, setHoursText] = useState('00');
  const [minutesText, setMinutesText] = useState('00');
  const dialog = useRef<HTMLDivElement>(null);
  const parsed = parseTime(value);

  // the hours take the focus when the popup opens, so that it is usable from the keyboard at once
  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLInputElement>('[role="spinbutton"]')?.focus();
  }, [open]);

  const openPicker = () => {
    const [hours, minutes] = (
      parsed ? formatTime(parsed.hours, parsed.minutes) : currentTime(new Date())
    ).split(':');
    setHoursText(hours ?? '00');
    setMinutesText(minutes ?? '00');
    setOpen(true);
  };

  const apply = (time: string) => {
    onChange(time);
    close(true);
  };

  const quickButton =
    'min-h-11 rounded-lg border border-slate-300 px-2 text-sm font-medium text-ink-900 tabular-nums hover:border-gold-500 hover:bg-gold-50';

  return (
    <PickerPopover
      popover={popover}
      {...shell}
      icon={<ClockIcon className="size-5 shrink-0 text-slate-600" />}
      text={parsed ? value : t('widgets.timePicker.placeholder')}
      hasValue={Boolean(parsed)}
      valueClassName="tabular-nums"
      onOpen={openPicker}
      dialogLabel={t('widgets.timePicker.dialogLabel')}
      dialogRef={dialog}
      dialogClassName="min-w-70 p-4 sm:w-72"
    >
      <div className="flex items-center justify-center gap-2">
        <UnitField
          label={t('widgets.timePicker.hours')}
          increaseLabel={t('widgets.timePicker.increaseHours')}
          decreaseLabel={t('widgets.timePicker.decreaseHours')}
          text={hoursText}
          max={HOURS_MAX}
          onText={setHoursText}
        />
        <span aria-hidden="true" className="text-3xl font-semibold text-ink-900">
          :
        </span>
        <UnitField
          label={t('widgets.timePicker.minutes')}
          increaseLabel={t('widgets.timePicker.increaseMinutes')}
          decreaseLabel={t('widgets.timePicker.decreaseMinutes')}
          text={minutesText}
          max={MINUTES_MAX}
          onText={setMinutesText}
        />
      </div>

      <div role="group" aria-labelledby={quickId} className="mt-4">
        <p id={quickId} className="mb-2 text-sm font-semibold text-slate-600">
          {t('widgets.timePicker.quickTimes')}
        </p>
        <div className="grid grid-cols-3 gap-2">
          <button
            type="button"
            onClick={() => apply(currentTime(new Date()))}
            className={quickButton}
          >
            {t('widgets.timePicker.now')}
          </button>
          {QUICK_TIMES.map((time) => (
            <button key={time} type="button" onClick={() => apply(time)} className={quickButton}>
              {time}
            </button>
          ))}
        </div>
      </div>

      <div className="mt-4 flex justify-end gap-2 border-t border-slate-200 pt-3">
        <button
          type="button"
          onClick={() => close(true)}
          className="min-h-11 rounded-lg px-4 text-sm font-semibold text-ink-900 hover:bg-slate-100"
        >
          {t('widgets.timePicker.cancel')}
        </button>
        <button
          type="button"
          onClick={() =>
            apply(
              formatTime(
                clampTimeUnit(hoursText, HOURS_MAX),
                clampTimeUnit(minutesText, MINUTES_MAX),
              ),
            )
          }
          className="min-h-11 rounded-lg bg-gold-500 px-4 text-sm font-semibold text-ink-950 hover:bg-gold-400"
        >
          {t('widgets.timePicker.confirm')}
        </button>
      </div>
    </PickerPopover>
  );
};
