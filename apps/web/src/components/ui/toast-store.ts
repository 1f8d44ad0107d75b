import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'info' | 'success';
export type ToastItem = {
  id: number;
  open: boolean;
  variant: ToastVariant;
  title?: string;
  description: string;
  duration: number;
};

export const TOAST_DEFAULT_MS = 5000;
export const TOAST_ERROR_MS = 2000;
/** How long a closed toast stays mounted (the original's value): it is replaced by the next one anyway. */
const REMOVE_DELAY_MS = 1_000_000;

let current: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast. The queue holds one toast at a time: a new toast replaces the current one. */
export function toast(input: {
  description: string;
  title?: string;
  variant?: ToastVariant;
  duration?: number;
}): number {
  const id = nextId++;
  const variant = input.variant ?? 'default';
  current = [
    {
      id,
      open: true,
      variant,
      title: input.title,
      description: input.description,
      duration: input.duration ?? (variant === 'destructive' ? TOAST_ERROR_MS : TOAST_DEFAULT_MS),
    },
  ];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  current = current.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    current = current.filter((t) => t.id !== id || t.open);
    emit();
  }, REMOVE_DELAY_MS);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
