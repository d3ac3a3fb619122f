import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './Icons';

/**
 * A message about the whole form: an error (role="alert", announced at once) or a success
 * (role="status"). Red only for errors, green only for success (DESIGN.md).
 */
export const FormMessage = ({
  tone,
  children,
  className,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}) => {
  const styles = {
    error: 'border-error-600/30 bg-error-50 text-error-600',
    success: 'border-success-600/30 bg-success-50 text-success-600',
    info: 'border-info-600/30 bg-info-50 text-info-600',
  }[tone];
  const Icon = tone === 'success' ? CheckIcon : tone === 'info' ? InfoIcon : AlertIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium ${styles} ${className ?? ''}`}
    >
      <Icon className="mt-px size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
};
