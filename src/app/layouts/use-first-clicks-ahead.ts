import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { intlLocale, type Locale } from '@/i18n/locale';
import { loadMessages, prefetchArea } from '@/i18n/messages';
import { newRelease } from '@/lib/release/new-release';
import { useSession } from '@/lib/session/session-provider';

/**
 * How long after a signed-in frame opens the downloads ahead start: past the screen's own
 * downloads and first render (about a second at a front desk's speed), so that nothing of it
 * waits for them and a page's size budget (measured until the network is idle) holds only its own.
 */
export const AHEAD_DELAY_MS = 3_000;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 1);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: 2_000 });
  return () => cancelIdleCallback(handle);
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
const prepareAnalytik = (queryClient: ReturnType<typeof useQueryClient>, practiceId: string) => {
  // The same module the route loads: its chunk then comes from the page's module map.
  import('@/features/analytik/analytik-overview-page').catch(() => undefined);
  void prefetchArea('analytik');
  import('@/features/analytik/overview/overview-prefetch')
    .then(({ prefetchAnalytikOverview }) => prefetchAnalytikOverview(queryClient, practiceId))
    .catch(() => undefined);
};

/**
 * Two first clicks of a front desk's morning come ready (docs/decisions/050-first-clicks-come-ready.md):
 * the language switch (the other language's texts) and, for a user with Analytik, the Analytik
 * overview (its code, texts and the current practice's reads), fetched once the browser is idle
 * after a signed-in screen. Measured at 4× CPU against the HTTP API, each was a chain of
 * downloads and reads the first time: 335 ms and 610 ms. Again for each practice chosen. Not while
 * a new release waits: the previous build's files may be gone, and a failed download would start
 * the release's reload.
 */
export const useFirstClicksAhead = () => {
  const { hasAnalytik, currentPractice } = useSession();
  const { locale } = useLocaleSetting();
  const queryClient = useQueryClient();
  const practiceId = hasAnalytik ? currentPractice?.id : undefined;
  useEffect(() => {
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => {
        if (newRelease.get()) return;
        prepareLanguage(locale === 'en' ? 'fr' : 'en');
        if (practiceId !== undefined) prepareAnalytik(queryClient, practiceId);
      });
    }, AHEAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [locale, practiceId, queryClient]);
};
