import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

export interface LoadingOverlayProps {
  /** defaults to the translated "Chargement..." */
  text?: string;
}

/** Covers the whole screen while something the page cannot do without is loading. */
export const LoadingOverlay = ({ text }: LoadingOverlayProps) => {
  // no Suspense here: this overlay is the fallback shown while the translations themselves load
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const message = text ?? (ready ? t('common.loading') : '');
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-cream/95">
      <Spinner size="xlarge" color="blue" label={message} />
      <p aria-hidden="true" className="min-h-6 text-base font-medium text-ink-800">
        {message}
      </p>
    </div>
  );
};
