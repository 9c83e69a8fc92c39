import { useMergedRefs } from '@fluentui/react-components';
import { cloneElement, useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { LabelTooltipProps, LoadedLabelTooltip } from './loaded-label-tooltip';

let tooltip: typeof LoadedLabelTooltip | undefined;
let arrived: typeof LoadedLabelTooltip | undefined;
let request: Promise<void> | undefined;
/** A key or a pointer's button is down: the buttons are not replaced under a press. */
let held = false;
/** What had the focus when the buttons were replaced, to give it back to the new one. */
let focusedAtSwap: Element | null = null;
const listeners = new Set<() => void>();
/** Marks a button waiting for its Tooltip, to find the one that had the focus. */
const TRIGGER_ATTRIBUTE = 'data-label-tooltip' satisfies keyof LabelTooltipProps['children']['props'];

const swap = () => {
  if (!arrived || held || tooltip) return;
  focusedAtSwap = document.activeElement;
  tooltip = arrived;
  listen(false);
  for (const listener of listeners) listener();
};

const load = () => {
  // Offline, the download would fail (an error in the console): the next interaction asks again.
  if (!navigator.onLine) return;
  request ??= import('./loaded-label-tooltip').then(
    (module) => {
      arrived = module.LoadedLabelTooltip;
      swap();
    },
    // A failed download leaves the buttons their names; the next interaction tries again.
    () => {
      request = undefined;
    },
  );
};

/**
 * Brings the Tooltip ahead of the first interaction, once the page is idle (the signed-in frame's
 * preparation, decision 050): the buttons are then rendered again at that idle time, not within
 * the first click, which they slowed by a download and a render of every icon button.
 */
export const prepareLabelTooltips = (): void => load();

const press = () => {
  held = true;
  load();
};
/**
 * A while after the release: the click it makes (a browser's comes at once, a test tool's a few
 * tasks later) must still reach the button it was pressed on.
 */
const SWAP_AFTER_RELEASE_MS = 50;
const release = () => {
  held = false;
  setTimeout(swap, SWAP_AFTER_RELEASE_MS);
};
const INTERACTIONS: [string, (event: Event) => void][] = [
  ['pointermove', load],
  ['touchstart', load],
  ['pointerdown', press],
  ['keydown', press],
  ['pointerup', release],
  ['pointercancel', release],
  ['keyup', release],
  // The window's own blur (another window took the keys), not an element's.
  [
    'blur',
    (event) => {
      if (event.target === window) release();
    },
  ],
];

function listen(on: boolean) {
  for (const [type, handler] of INTERACTIONS)
    if (on) window.addEventListener(type, handler, { capture: true });
    else window.removeEventListener(type, handler, { capture: true });
}

const subscribe = (listener: () => void) => {
  if (listeners.size === 0 && !tooltip) listen(true);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) listen(false);
  };
};
const isReady = () => tooltip !== undefined;

/**
 * An icon button named by Fluent's Tooltip (relationship "label"). The Tooltip and its positioning
 * (some 14 KB gzip) come at a person's first interaction with the page, not with every signed-in
 * screen's first load: until then the button carries the same name itself (`aria-label`, as the
 * Tooltip gives it), and no tooltip shows, which needs a pointer or a key anyway. The buttons are
 * then rendered again with the Tooltip, never while a key or a button is down (the press would be
 * lost); the one that had the focus gets it back, with its tooltip shown (docs/decisions/049-axios-transport.md).
 */
export const LabelTooltip = ({ content, mountNode, children }: LabelTooltipProps) => {
  const ready = useSyncExternalStore(subscribe, isReady, isReady);
  const id = useId();
  const button = useRef<HTMLElement | null>(null);
  const ref = useMergedRefs(children.props.ref, button);
  // The button had the focus when it was replaced: its tooltip shows, as it would have on that focus.
  const handedOver = ready && focusedAtSwap?.getAttribute(TRIGGER_ATTRIBUTE) === id;

  useLayoutEffect(() => {
    if (!handedOver || focusedAtSwap?.isConnected) return;
    focusedAtSwap = null;
    button.current?.focus();
  }, [handedOver]);

  const Tooltip = tooltip;
  if (ready && Tooltip) {
    return (
      <Tooltip content={content} mountNode={mountNode} showSoon={handedOver}>
        {cloneElement(children, { ref })}
      </Tooltip>
    );
  }
  return cloneElement(children, { 'aria-label': content, 'data-label-tooltip': id, ref });
};
