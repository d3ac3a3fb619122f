import { useTranslation } from 'react-i18next';
import { FORM_STEP_COUNT } from '@navette/shared';
import { CheckIcon } from '../../../components/Icons';

const STEP_KEYS = ['trip', 'passengers', 'contact', 'summary'] as const;

export interface StepIndicatorProps {
  /** 1 to FORM_STEP_COUNT */
  current: number;
}

/** The four steps of the reservation forms; always visible above the form. */
export const StepIndicator = ({ current }: StepIndicatorProps) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('booking.steps.label')}>
      <ol className="grid grid-cols-4 gap-2">
        {STEP_KEYS.slice(0, FORM_STEP_COUNT).map((key, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li
              key={key}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left"
            >
              <span
                className={`flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                  state === 'todo'
                    ? 'border-slate-300 bg-white text-slate-600'
                    : 'border-gold-500 bg-gold-500 text-ink-950'
                }`}
              >
                {state === 'done' ? <CheckIcon className="size-4" strokeWidth={2.5} /> : step}
              </span>
              <span
                className={`text-xs leading-tight sm:text-sm ${
                  state === 'current' ? 'font-semibold text-ink-900' : 'text-slate-600'
                }`}
              >
                <span className="sr-only">
                  {t('booking.steps.stepOf', { step, count: FORM_STEP_COUNT })}{' '}
                </span>
                {t(`booking.steps.${key}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
