import { TOAST_MS } from '@navette/shared';

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

type Listener = () => void;

let items: readonly ToastItem[] = [];
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
  /** removes every toast (tests, sign-out) */
  clear: (): void => {
    items = [];
    emit();
  },
};

export const subscribeToToasts = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getToasts = (): readonly ToastItem[] => items;
