import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from './Icons';
import { AlertIcon, InfoIcon } from './PageIcons';
import { getConfirmations, getToasts, subscribeToToasts, toast } from './toast-store';
import type { ConfirmItem, ToastItem, ToastType } from './toast-store';
import { IconButton } from './IconButton';

const TYPE_CLASSES: Record<ToastType, string> = {
  success: 'border-success-600 bg-success-50 text-success-600',
  error: 'border-error-600 bg-error-50 text-error-600',
  warning: 'border-warning-600 bg-warning-50 text-warning-600',
  info: 'border-info-600 bg-info-50 text-info-600',
};

const TYPE_ICONS: Record<ToastType, typeof CheckIcon> = {
  success: CheckIcon,
  error: AlertIcon,
  warning: AlertIcon,
  info: InfoIcon,
};

const Toast = ({ item }: { item: ToastItem }) => {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => toast.dismiss(item.id), item.duration);
  }, [item.id, item.duration]);
  // WCAG 2.2.1: the reader can stop the clock by hovering or focusing the message
  const pause = () => clearTimeout(timer.current);

  useEffect(() => {
    start();
    return () => clearTimeout(timer.current);
  }, [start]);

  const Icon = TYPE_ICONS[item.type];
  return (
    // the role sits inside the list item: a list may only hold list items (axe's `list` rule)
    <li className="w-full">
      <div
        // errors interrupt, the rest waits for a pause in speech
        role={item.type === 'error' ? 'alert' : 'status'}
        data-type={item.type}
        onPointerEnter={pause}
        onPointerLeave={start}
        onFocus={pause}
        onBlur={start}
        className={`pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-lg border-l-4 bg-white p-4 shadow-raised ${TYPE_CLASSES[item.type]}`}
      >
        <Icon className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1 text-sm font-medium text-ink-900">
          <span className="sr-only">{t(`toast.types.${item.type}`)} : </span>
          {item.message}
        </p>
        <IconButton
          icon={<CloseIcon className="size-4" />}
          label={t('toast.close')}
          onClick={() => toast.dismiss(item.id)}
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:text-ink-900"
        />
      </div>
    </li>
  );
};

/**
 * A question that stays open until answered. Focus goes to "Non", the answer that changes
 * nothing, and Escape answers it too, as a dialog would.
 */
const ConfirmToast = ({ item }: { item: ConfirmItem }) => {
  const { t } = useTranslation();
  const messageId = useId();
  const noButton = useRef<HTMLButtonElement>(null);
  useEffect(() => noButton.current?.focus(), []);
  return (
    <li className="w-full">
      <div
        role="alertdialog"
        aria-labelledby={messageId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') toast.answer(item.id, false);
        }}
        className="pointer-events-auto flex w-full animate-toast-in flex-col gap-3 rounded-lg border-l-4 border-warning-600 bg-white p-4 shadow-raised sm:flex-row sm:items-center"
      >
        <p
          id={messageId}
          className="flex flex-1 items-start gap-3 text-sm font-medium text-ink-900"
        >
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-warning-600" />
          {item.message}
        </p>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            ref={noButton}
            onClick={() => toast.answer(item.id, false)}
            className="btn btn-outline"
          >
            {t('toast.confirm.no')}
          </button>
          <button type="button" onClick={() => toast.answer(item.id, true)} className="btn btn-ink">
            {t('toast.confirm.yes')}
          </button>
        </div>
      </div>
    </li>
  );
};

/** Confirmations, top-center and above the other toasts: they wait for an answer. */
const Confirmations = () => {
  const { t } = useTranslation();
  const items = useSyncExternalStore(subscribeToToasts, getConfirmations, getConfirmations);
  if (items.length === 0) return null;
  return (
    <section
      aria-label={t('toast.confirm.region')}
      className="pointer-events-none fixed inset-x-0 top-4 z-[70] flex justify-center px-4"
    >
      <ol className="flex w-full max-w-lg flex-col gap-2">
        {items.map((item) => (
          <ConfirmToast key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
};

/**
 * Mount once, near the root. Written in-house: see docs/decisions/0007-toasts.md. Messages
 * appear top-right (centred on a phone); confirmations top-center.
 */
export const Toaster = () => {
  const { t } = useTranslation();
  const items = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    <>
      <Confirmations />
      <section
        aria-label={t('toast.region')}
        className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4 sm:inset-x-auto sm:right-4 sm:w-96 sm:px-0"
      >
        <ol aria-live="polite" aria-relevant="additions" className="flex w-full flex-col gap-2">
          {items.map((item) => (
            <Toast key={item.id} item={item} />
          ))}
        </ol>
      </section>
    </>
  );
};
