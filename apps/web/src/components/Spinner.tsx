import { useTranslation } from 'react-i18next';

export type SpinnerSize = 'small' | 'medium' | 'large' | 'xlarge';
export type SpinnerColor = 'blue' | 'green' | 'gray' | 'white' | 'cyan';

const SIZE_CLASSES: Record<SpinnerSize, string> = {
  small: 'size-4 border-2',
  medium: 'size-8 border-[3px]',
  large: 'size-12 border-4',
  xlarge: 'size-16 border-[5px]',
};

const COLOR_CLASSES: Record<SpinnerColor, string> = {
  blue: 'text-info-600',
  green: 'text-success-600',
  gray: 'text-slate-500',
  white: 'text-white',
  cyan: 'text-cyan-600',
};

export interface SpinnerProps {
  size?: SpinnerSize;
  color?: SpinnerColor;
  /** read by screen readers; defaults to the translated "Chargement..." */
  label?: string;
  className?: string;
}

export const Spinner = ({ size = 'medium', color = 'blue', label, className }: SpinnerProps) => {
  // no Suspense here: the spinner is also the fallback shown while the translations load
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <span
      role="status"
      data-size={size}
      data-color={color}
      className={`inline-flex items-center justify-center ${COLOR_CLASSES[color]} ${className ?? ''}`}
    >
      <span
        aria-hidden="true"
        className={`block animate-spin rounded-full border-current border-t-transparent ${SIZE_CLASSES[size]}`}
      />
      <span className="sr-only">{label ?? (ready ? t('common.loading') : '')}</span>
    </span>
  );
};

/** A small spinner with its words beside it, where a part of a page waits for its data. */
export const LoadingLine = ({ label }: { label: string }) => (
  <div className="flex items-center gap-3 py-8 text-slate-600">
    <Spinner size="small" color="gray" label={label} />
    <span aria-hidden="true">{label}</span>
  </div>
);
