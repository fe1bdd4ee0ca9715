import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastActionElement, ToastProps } from './toast';

/** SPEC section 9: one toast visible at a time; a new one replaces the old. */
const TOAST_LIMIT = 1;
/** Time a dismissed toast stays mounted for its exit, then it is removed. */
const REMOVE_DELAY_MS = 1000;

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
  variant?: ToastProps['variant'];
  duration?: number;
};

export type ToasterToast = ToastInput & {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

let toasts: ToasterToast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToasterToast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemove(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, REMOVE_DELAY_MS),
  );
}

/** Close one toast, or all when no id is given. */
export function dismissToast(id?: string): void {
  emit(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemove(t.id);
      return { ...t, open: false };
    }),
  );
}

/** Show a toast; callable outside React (e.g. from mutation callbacks). */
export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (next: ToastInput) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const dismiss = () => dismissToast(id);
  const update = (next: ToastInput) => emit(toasts.map((t) => (t.id === id ? { ...t, ...next } : t)));
  const created: ToasterToast = {
    ...input,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dismiss();
    },
  };
  emit([created, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss, update };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToasterToast[] {
  return toasts;
}

export function useToast(): { toasts: ToasterToast[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
