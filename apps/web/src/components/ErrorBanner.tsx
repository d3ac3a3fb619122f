import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './Icons';
import { AlertIcon } from './PageIcons';
import { IconButton } from './IconButton';

export interface ErrorBannerProps {
  /** already translated */
  message: ReactNode;
  title?: string;
  /** called once the reader has closed the banner */
  onDismiss?: () => void;
  className?: string;
}

/**
 * An error a page (the back-office, the customer area) shows above its content (a list that failed to load, a refused
 * action) until the reader closes it: announced at once (role="alert"), its close button named.
 * Render it again with a new `key` to show a new error after a dismissal.
 */
export const ErrorBanner = ({ message, title, onDismiss, className }: ErrorBannerProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-lg border-l-4 border-error-600 bg-error-50 p-4 text-error-600 ${className ?? ''}`}
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1 text-sm text-ink-900">
        {title && <p className="font-semibold text-error-600">{title}</p>}
        <div>{message}</div>
      </div>
      <IconButton
        icon={<CloseIcon className="size-4" />}
        label={t('widgets.errorBanner.close')}
        onClick={() => {
          setOpen(false);
          onDismiss?.();
        }}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-error-600 hover:text-ink-900"
      />
    </div>
  );
};
