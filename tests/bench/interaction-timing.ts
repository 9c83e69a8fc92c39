import type { Page } from '@playwright/test';

/**
 * Times one interaction in the page, as its user lives it: from the input event's own timestamp
 * (the click or key press Playwright sends through the browser's input pipeline) to the first
 * DOM state that shows the result, then to the next frame painted after it. Beside it, the
 * longest input event of the interaction (the browser's Event Timing, what INP reports).
 */
export interface InteractionTime {
  /** Input to the first DOM state showing the outcome. */
  domMs: number;
  /** Input to the frame painted after that state. */
  paintMs: number;
  /** The longest event-timing entry from the input on (0 when none passed 16 ms). */
  longestEventMs: number;
}

/**
 * What the screen shows once the interaction is over, checked in the page on every DOM change.
 * Data, not a function: the page's CSP forbids turning text into code.
 */
export interface Outcome {
  /** The address's path is no longer this one (a sign-in leaving /login). */
  leftPath?: string;
  /** Each selector matches a visible element. */
  present?: string[];
  /** No selector matches a visible element (spinners, busy regions, placeholders). */
  absent?: string[];
  /** The first element of the selector has exactly this text. */
  text?: { selector: string; equals: string };
  /** The first element of the selector has another text than before the input. */
  changed?: { selector: string; from: string };
}

/**
 * Nothing is loading: no spinner, placeholder or busy region on screen. (Not every progress bar:
 * the dashboard's SMS package is one.)
 */
export const SETTLED = ['.fui-Spinner', '.fui-Skeleton', '[aria-busy="true"]'];

interface BenchState {
  start?: number;
  shownAt?: number;
  painted?: number;
  events: number[];
  stop?: () => void;
}

type BenchWindow = Window & { __bench?: BenchState };

/**
 * Arms the page: the next input's timestamp, every slow event from then on, and the first DOM
 * change after the input that shows `outcome` (checked on every mutation), then its frame.
 */
const arm = (page: Page, outcome: Outcome) =>
  page.evaluate((expected: Outcome) => {
    const bench = window as BenchWindow;
    bench.__bench?.stop?.();
    const state: BenchState = { events: [] };
    bench.__bench = state;
    const onInput = (event: Event) => {
      state.start ??= event.timeStamp;
    };
    for (const type of ['pointerdown', 'mousedown', 'keydown', 'click'])
      window.addEventListener(type, onInput, { capture: true, once: true });
    const events = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.events.push(entry.startTime, entry.duration);
    });
    events.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    const visible = (css: string) =>
      [...document.querySelectorAll<HTMLElement>(css)].some((element) => element.getClientRects().length > 0);
    const text = (css: string) => document.querySelector(css)?.textContent ?? '';
    const holds = () =>
      (expected.leftPath === undefined || window.location.pathname !== expected.leftPath) &&
      (expected.present ?? []).every(visible) &&
      !(expected.absent ?? []).some(visible) &&
      (expected.text === undefined || text(expected.text.selector).trim() === expected.text.equals) &&
      (expected.changed === undefined || text(expected.changed.selector) !== expected.changed.from);
    const changes = new MutationObserver(() => {
      if (state.start === undefined || state.shownAt !== undefined || !holds()) return;
      state.shownAt = performance.now();
      changes.disconnect();
      // rAF runs before the paint; a task queued from it runs after that frame is painted.
      requestAnimationFrame(() => setTimeout(() => (state.painted = performance.now()), 0));
    });
    changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    state.stop = () => {
      changes.disconnect();
      events.disconnect();
    };
  }, outcome);

/** The text of a selector's first element, to tell later that it changed. */
export const textOf = (page: Page, selector: string): Promise<string> =>
  page.evaluate((css) => document.querySelector(css)?.textContent ?? '', selector);

/** How long after the result's frame the input events of the interaction are read. */
const EVENT_REPORT_MS = 250;

/** Runs `act` (a click, a choice in a list) and times it until the screen shows `outcome`. */
export const timeInteraction = async (
  page: Page,
  act: () => Promise<void>,
  outcome: Outcome,
  timeoutMs = 30_000,
): Promise<InteractionTime> => {
  await arm(page, outcome);
  await act();
  const timed = await page.waitForFunction(
    (reportMs: number) => {
      const bench = (window as BenchWindow).__bench;
      if (bench?.start === undefined || bench.shownAt === undefined || bench.painted === undefined)
        return false;
      // Event Timing reports an input event after the frame that presented its result: read
      // them a moment later, or a long click could be missed and reported as 0.
      if (performance.now() - bench.painted < reportMs) return false;
      bench.stop?.();
      let longest = 0;
      for (let index = 0; index + 1 < bench.events.length; index += 2) {
        const startTime = bench.events[index] ?? 0;
        if (startTime >= bench.start - 1) longest = Math.max(longest, bench.events[index + 1] ?? 0);
      }
      return {
        domMs: bench.shownAt - bench.start,
        paintMs: bench.painted - bench.start,
        longestEventMs: longest,
      };
    },
    EVENT_REPORT_MS,
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await timed.jsonValue()) as InteractionTime;
};

/** Slows the page's CPU `rate` times (Chrome's throttling, as Lighthouse's mobile preset does). */
export const throttleCpu = async (page: Page, rate: number) => {
  if (rate <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
};

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
