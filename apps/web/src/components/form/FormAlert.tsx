import type { ReactNode } from 'react';
import { CheckIcon } from '../Icons';
import { AlertIcon, InfoIcon } from '../PageIcons';

export type FormAlertTone = 'error' | 'success' | 'info';

const STYLES: Record<FormAlertTone, string> = {
  error: 'border-error-600/30 bg-error-50 text-error-600',
  success: 'border-success-600/30 bg-success-50 text-success-600',
  info: 'border-info-600/30 bg-info-50 text-info-600',
};

/**
 * A message about the whole form: an error (role="alert", announced at once) or a success or
 * information (role="status"). Red only for errors, green only for success. Nothing is drawn
 * without content, so a form passes its possibly-undefined message as is.
 */
export const FormAlert = ({
  tone,
  children,
  className,
}: {
  tone: FormAlertTone;
  children: ReactNode;
  className?: string;
}) => {
  if (children === undefined || children === null || children === false || children === '')
    return null;
  const Icon = tone === 'success' ? CheckIcon : tone === 'info' ? InfoIcon : AlertIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium ${STYLES[tone]} ${className ?? ''}`}
    >
      <Icon className="mt-px size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
};
