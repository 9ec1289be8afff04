import { TOAST_DEFAULT_MS, TOAST_INFO_MS, TOAST_MIN_CUSTOM_MS } from '@loan/core';

export const toastKinds = ['info', 'success', 'fail', 'loading'] as const;
export type ToastKind = (typeof toastKinds)[number];

export interface ToastState {
  /** Increases with every toast, so a repeated text is still a new toast. */
  id: number;
  kind: ToastKind;
  /** The message; none for the loading toast, whose viewport shows the catalogue's `common.loading`. */
  text?: string;
}

/**
 * The duration a toast stays. A custom duration must exceed TOAST_MIN_CUSTOM_MS (300 ms, spec 9): a shorter,
 * zero, negative or non-finite one falls back to the kind's default rather than flashing unreadably.
 */
export function resolveToastDuration(ms: number | undefined, fallback: number): number {
  if (ms === undefined || !Number.isFinite(ms) || ms <= TOAST_MIN_CUSTOM_MS) return fallback;
  return ms;
}

let current: ToastState | null = null;
let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, text: string | undefined, ms: number | null) {
  // One toast at a time: the new one replaces the old and the old one's timer must not close it.
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  seq += 1;
  current = { id: seq, kind, text };
  emit();
  if (ms !== null) {
    const id = seq;
    timer = setTimeout(() => {
      if (current?.id === id) clear();
    }, ms);
  }
}

function clear() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (current === null) return;
  current = null;
  emit();
}

/** @internal The store behind ToastViewport (useSyncExternalStore). */
export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): ToastState | null => current,
  getServerSnapshot: (): ToastState | null => null,
};

/**
 * The one toast API of the app. Mount `<ToastViewport />` once; call these from anywhere.
 * A new toast replaces the one on screen. Custom durations of 300 ms or less fall back to the default.
 */
export const toast = {
  /** A neutral message for TOAST_INFO_MS (2000 ms) or `ms` when it exceeds 300. */
  info(text: string, ms?: number) {
    show('info', text, resolveToastDuration(ms, TOAST_INFO_MS));
  },
  /** A success message for TOAST_DEFAULT_MS (3000 ms) or `ms` when it exceeds 300. */
  success(text: string, ms?: number) {
    show('success', text, resolveToastDuration(ms, TOAST_DEFAULT_MS));
  },
  /** A failure (a server message, spec 8), announced assertively, for 3000 ms or `ms` when it exceeds 300. */
  fail(text: string, ms?: number) {
    show('fail', text, resolveToastDuration(ms, TOAST_DEFAULT_MS));
  },
  /** `text`, or the catalogue's 'loading...' (spec 7), until `toast.clear()` or the next toast. */
  loading(text?: string) {
    show('loading', text, null);
  },
  /** Removes the toast on screen, if any. */
  clear,
};
