import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addMonths,
  formatDayMonthYear,
  formatLongDate,
  formatMonthTitle,
  formatWeekdayName,
  isBeforeDay,
  isSameDay,
  monthGrid,
  moveFocus,
  parseIsoDay,
  startOfDay,
  startOfMonth,
  toIsoDay,
  weekdayKeys,
} from './calendar-dates';
import { ArrowLeftIcon, ArrowRightIcon } from './Icons';
import { CalendarIcon } from './PageIcons';
import { PickerPopover, usePickerPopover } from './PickerPopover';
import type { PickerFieldProps } from './PickerPopover';
import { IconButton } from './IconButton';

/** value: 'YYYY-MM-DD', or '' when no date is chosen */
export interface DatePickerProps extends PickerFieldProps {
  /**
   * the first day that can be picked; today when not given (days before are disabled); `null`
   * for no lower bound (the back office records and filters past days)
   */
  minDate?: Date | null;
}

/**
 * A calendar in a popup (docs/product/booking.md): weeks from the language's first weekday (Monday in French), the displayed month stepped
 * back and forth, days before `minDate` disabled by calendar day, today highlighted, the chosen day
 * marked. Keyboard: the APG date picker dialog (arrows, Home/End, Page Up/Down, Enter or Space to
 * pick, Escape to close). Built in-house: react-day-picker's day names fail axe
 * (label-content-name-mismatch, see docs/decisions/0010-date-fns-for-calendar-maths.md); each day's name here starts with
 * its visible number.
 */
export const DatePicker = ({ value, onChange, minDate, ref, ...shell }: DatePickerProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const titleId = `${useId()}-title`;
  const popover = usePickerPopover(ref);
  const { open, setOpen, close } = popover;
  const grid = useRef<HTMLTableElement>(null);
  const [focusDay, setFocusDay] = useState<Date>(() => startOfDay(new Date()));
  // set when the focused day changes from the keyboard, so that the focus follows it
  const moveFocusToDay = useRef(false);

  const selected = parseIsoDay(value);
  const today = startOfDay(new Date());
  const firstDay = minDate ? startOfDay(minDate) : today;
  const opensOn = minDate === null || !isBeforeDay(today, firstDay) ? today : firstDay;
  const isDisabled = (day: Date) => minDate !== null && isBeforeDay(day, firstDay);
  const month = startOfMonth(focusDay);

  useEffect(() => {
    if (!open || !moveFocusToDay.current) return;
    moveFocusToDay.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [open, focusDay]);

  const openCalendar = () => {
    setFocusDay(selected ?? opensOn);
    moveFocusToDay.current = true;
    setOpen(true);
  };

  const pick = (day: Date) => {
    if (isDisabled(day)) return;
    onChange(toIsoDay(day));
    close(true);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(focusDay, event.key, language, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveFocusToDay.current = true;
    setFocusDay(next);
  };

  const weeks = monthGrid(month, language);
  const firstWeek = weeks[0] ?? [];

  return (
    <PickerPopover
      popover={popover}
      {...shell}
      icon={<CalendarIcon className="size-5 shrink-0 text-slate-600" />}
      text={selected ? formatLongDate(selected, language) : t('widgets.datePicker.placeholder')}
      hasValue={selected !== undefined && selected !== null}
      onOpen={openCalendar}
      dialogLabel={t('widgets.datePicker.dialogLabel')}
      dialogClassName="min-w-80 p-3 sm:w-80"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <IconButton
          icon={<ArrowLeftIcon className="size-5" />}
          label={t('widgets.datePicker.previousMonth')}
          onClick={() => setFocusDay((day) => addMonths(day, -1))}
          className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100"
        />
        <p id={titleId} aria-live="polite" className="font-semibold text-ink-900">
          {formatMonthTitle(month, language)}
        </p>
        <IconButton
          icon={<ArrowRightIcon className="size-5" />}
          label={t('widgets.datePicker.nextMonth')}
          onClick={() => setFocusDay((day) => addMonths(day, 1))}
          className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100"
        />
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={onGridKeyDown}
        className="w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {weekdayKeys(language).map((key, index) => (
              <th
                key={key}
                scope="col"
                className="pb-1 text-center text-xs font-semibold text-slate-600"
              >
                <span aria-hidden="true">{t(`widgets.datePicker.weekdays.${key}`)}</span>
                <span className="sr-only">
                  {firstWeek[index] ? formatWeekdayName(firstWeek[index], language) : ''}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={toIsoDay(week[0] ?? month)}>
              {week.map((day) => {
                const iso = toIsoDay(day);
                if (day.getMonth() !== month.getMonth()) return <td key={iso} role="gridcell" />;
                const disabled = isDisabled(day);
                const isSelected = selected !== undefined && isSameDay(day, selected);
                const isToday = isSameDay(day, today);
                const dayName = formatDayMonthYear(day, language);
                return (
                  <td
                    key={iso}
                    role="gridcell"
                    aria-selected={isSelected}
                    className="p-0.5 text-center"
                  >
                    <button
                      type="button"
                      tabIndex={isSameDay(day, focusDay) ? 0 : -1}
                      aria-disabled={disabled || undefined}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => pick(day)}
                      className={`inline-flex size-10 items-center justify-center rounded-full text-sm transition-colors ${
                        isSelected
                          ? 'bg-ink-900 font-semibold text-white'
                          : disabled
                            ? 'cursor-not-allowed text-slate-400'
                            : isToday
                              ? 'bg-gold-100 font-semibold text-gold-700 ring-1 ring-gold-500 hover:bg-gold-300'
                              : 'text-ink-900 hover:bg-slate-100'
                      }`}
                    >
                      {day.getDate()}
                      {/* the name starts with the visible number (axe label-content-name-mismatch) */}
                      <span className="sr-only">{dayName.slice(String(day.getDate()).length)}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </PickerPopover>
  );
};
