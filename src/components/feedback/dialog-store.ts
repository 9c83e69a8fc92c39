import { createElement, type ComponentType, type ReactElement } from 'react';
import { dialogWaiting } from './feedback-waiting';
import type { FeedbackText } from './feedback-text';

/** SPEC §9: a dialog shows 300 ms after it is set and is cleared 300 ms after it closes. */
export const DIALOG_SHOW_DELAY_MS = 300;
export const DIALOG_CLEAR_DELAY_MS = 300;

/** SPEC §3: action ids close, navigate (to a route) and accept. */
export type DialogAction =
  | { kind: 'close'; label?: FeedbackText }
  | { kind: 'accept'; label: FeedbackText }
  | { kind: 'navigate'; label: FeedbackText; to: string };

/** How a dialog ended: one of its actions, or `dismiss` (Escape, backdrop, or its opener gave up). */
export type DialogOutcome = DialogAction['kind'] | 'dismiss';

export type DialogIcon = 'error' | 'warning' | 'info' | 'success';

/** A custom component and its props, rendered under the dialog's text. */
export interface DialogComponent {
  readonly render: () => ReactElement;
}

export const dialogComponent = <P extends object>(
  Component: ComponentType<P>,
  props: P,
): DialogComponent => ({ render: () => createElement(Component, props) });

/** The global dialog of SPEC §3. */
export interface DialogSpec {
  title: FeedbackText;
  text?: FeedbackText;
  icon?: DialogIcon;
  image?: { src: string; alt: FeedbackText };
  component?: DialogComponent;
  actions: readonly DialogAction[];
}

export interface OpenDialogOptions {
  /** Aborting closes the dialog (or drops it if not shown yet) with the outcome `dismiss`. */
  signal?: AbortSignal;
}

export interface DialogEntry {
  readonly id: number;
  readonly spec: DialogSpec;
  /** Shown; false while waiting for the show delay and after closing, until cleared. */
  readonly open: boolean;
  /** What had the focus when the dialog showed: it gets the focus back when the dialog closes. */
  readonly returnFocus?: HTMLElement;
}

interface Pending {
  id: number;
  spec: DialogSpec;
  resolve: (outcome: DialogOutcome) => void;
  stopListening: () => void;
}

let nextId = 1;
let current: (Pending & { entry: DialogEntry; settled: boolean }) | undefined;
let queue: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const emit = () => {
  dialogWaiting.set(current !== undefined);
  listeners.forEach((listener) => listener());
};

const setEntry = (entry: DialogEntry) => {
  if (current) current.entry = entry;
  emit();
};

const focusedElement = (): HTMLElement | undefined =>
  typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
    ? document.activeElement
    : undefined;

/** One dialog at a time: the next one is set once the current one is cleared. */
const promote = () => {
  const next = queue.shift();
  if (!next) return;
  current = { ...next, entry: { id: next.id, spec: next.spec, open: false }, settled: false };
  emit();
  timer = setTimeout(() => {
    timer = undefined;
    if (current?.id === next.id) setEntry({ ...current.entry, open: true, returnFocus: focusedElement() });
  }, DIALOG_SHOW_DELAY_MS);
};

/** Closes the dialog `id` with `outcome`; a dialog still waiting in line is dropped. */
export const closeDialog = (id: number, outcome: DialogOutcome): void => {
  const waiting = queue.find((pending) => pending.id === id);
  if (waiting) {
    queue = queue.filter((pending) => pending !== waiting);
    waiting.stopListening();
    waiting.resolve(outcome);
    return;
  }
  if (!current || current.id !== id || current.settled) return;
  current.settled = true;
  current.stopListening();
  current.resolve(outcome);
  clearTimeout(timer);
  const clear = () => {
    timer = undefined;
    current = undefined;
    emit();
    promote();
  };
  // Never shown (its opener gave up within the show delay): nothing to animate out.
  if (!current.entry.open) return clear();
  setEntry({ ...current.entry, open: false });
  timer = setTimeout(clear, DIALOG_CLEAR_DELAY_MS);
};

/** Opens the global dialog; resolves with how it ended. */
export const openDialog = (spec: DialogSpec, { signal }: OpenDialogOptions = {}): Promise<DialogOutcome> =>
  new Promise((resolve) => {
    if (signal?.aborted) {
      resolve('dismiss');
      return;
    }
    const id = nextId++;
    const onAbort = () => closeDialog(id, 'dismiss');
    signal?.addEventListener('abort', onAbort);
    queue.push({ id, spec, resolve, stopListening: () => signal?.removeEventListener('abort', onAbort) });
    if (!current) promote();
  });

/** Drops every dialog at once, e.g. when the session ends; each resolves with `dismiss`. */
export const dismissAllDialogs = (): void => {
  const all = [...(current && !current.settled ? [current] : []), ...queue];
  clearTimeout(timer);
  timer = undefined;
  current = undefined;
  queue = [];
  all.forEach((pending) => {
    pending.stopListening();
    pending.resolve('dismiss');
  });
  emit();
};

export const currentDialog = (): DialogEntry | undefined => current?.entry;

export const subscribeToDialogs = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
