import { ADMIN_TOAST_MS, TOAST_MS } from '@navette/shared';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  /** milliseconds before it closes by itself */
  duration: number;
}

export interface ToastOptions {
  duration?: number;
}

/** A question that stays until answered: "Oui" runs `onConfirm`, "Non" runs `onCancel`. */
export interface ConfirmItem {
  id: number;
  message: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

export interface ConfirmOptions {
  onConfirm: () => void;
  onCancel?: () => void;
}

type Listener = () => void;

let items: readonly ToastItem[] = [];
let confirmations: readonly ConfirmItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

const emit = (): void => {
  for (const listener of listeners) listener();
};

const show = (type: ToastType, message: string, options: ToastOptions = {}): number => {
  const id = nextId;
  nextId += 1;
  items = [...items, { id, type, message, duration: options.duration ?? TOAST_MS }];
  emit();
  return id;
};

const dismiss = (id: number): void => {
  const remaining = items.filter((item) => item.id !== id);
  if (remaining.length === items.length) return;
  items = remaining;
  emit();
};

/** Answers a confirmation once: it closes, then its callback runs. */
const answer = (id: number, confirmed: boolean): void => {
  const item = confirmations.find((candidate) => candidate.id === id);
  if (!item) return;
  confirmations = confirmations.filter((candidate) => candidate.id !== id);
  emit();
  if (confirmed) item.onConfirm();
  else item.onCancel?.();
};

/**
 * Imperative API, usable outside React (for example in a mutation's onError):
 * `toast.success(t('…'))`. Messages are already translated by the caller.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss,
  /**
   * A confirmation (top-center, "Oui" / "Non"), which never closes by itself: the back-office
   * asks it before deleting or cancelling. Returns its id, for `toast.answer`.
   */
  confirm: (message: string, options: ConfirmOptions): number => {
    const id = nextId;
    nextId += 1;
    confirmations = [...confirmations, { id, message, ...options }];
    emit();
    return id;
  },
  answer,
  /** removes every toast and confirmation, without answering (tests, sign-out) */
  clear: (): void => {
    items = [];
    confirmations = [];
    emit();
  },
};

/** The back-office's toasts: the same four types, closing after ADMIN_TOAST_MS (3 s). */
export const adminToast = {
  success: (message: string) => show('success', message, { duration: ADMIN_TOAST_MS }),
  error: (message: string) => show('error', message, { duration: ADMIN_TOAST_MS }),
  warning: (message: string) => show('warning', message, { duration: ADMIN_TOAST_MS }),
  info: (message: string) => show('info', message, { duration: ADMIN_TOAST_MS }),
};

export const subscribeToToasts = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getToasts = (): readonly ToastItem[] => items;

export const getConfirmations = (): readonly ConfirmItem[] => confirmations;
