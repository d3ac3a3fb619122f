import { useTranslation } from 'react-i18next';
import { FORM_STEP_COUNT } from '@navette/shared';
import { CheckIcon } from '../../../components/Icons';

/** Step names of each form (docs/product/booking.md): the guest asks for a quote, the customer books. */
export const STEP_KEYS = {
  guest: ['trip', 'passengers', 'contact', 'summary'],
  // step 2 asks the passengers and options, and is named so (docs/product/booking.md#steps)
  customer: ['details', 'passengers', 'contact', 'summary'],
} as const;

export type BookingVariant = keyof typeof STEP_KEYS;

export interface StepIndicatorProps {
  /** 1 to FORM_STEP_COUNT */
  current: number;
  variant?: BookingVariant;
  /** a step already passed was clicked (steps already passed can be clicked to go back) */
  onStepClick?: (step: number) => void;
}

/** The four steps of the reservation forms; always visible above the form. */
export const StepIndicator = ({ current, variant = 'guest', onStepClick }: StepIndicatorProps) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('booking.steps.label')}>
      <ol className="grid grid-cols-4 gap-1 sm:gap-2">
        {STEP_KEYS[variant].slice(0, FORM_STEP_COUNT).map((key, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          const content = (
            <>
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
                } ${state === 'done' && onStepClick ? 'underline underline-offset-4' : ''}`}
              >
                <span className="sr-only">
                  {t('booking.steps.stepOf', { step, count: FORM_STEP_COUNT })}{' '}
                </span>
                {t(`booking.steps.${key}`)}
                {state === 'done' && <span className="sr-only"> {t('booking.steps.done')}</span>}
              </span>
            </>
          );
          const layout =
            'flex min-h-11 w-full flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-2 sm:text-left';
          return (
            <li key={key} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && onStepClick ? (
                <button
                  type="button"
                  onClick={() => onStepClick(step)}
                  className={`${layout} rounded-lg hover:text-ink-900`}
                >
                  {content}
                </button>
              ) : (
                <div className={layout}>{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
