import { Route } from 'wouter';
// The app's own reporting of failed calls (its general messages): no shared test helper offers it
// yet (asked of the lead); a copy here could drift from what users see.
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { PRACTICES } from '../../../../mocks/db/practice-directory';
import { appQueryClient } from '../../../../tests/utils/app-query-client';
import { signInAs } from '../../../../tests/utils/session';
import { PracticeAdminScreen } from './practice-admin-page';

/** The id of the seeded practice of that name. */
export const idOf = (name: string) => {
  const practice = PRACTICES.find((entry) => entry.name === name);
  if (!practice) throw new Error(`No practice named ${name}`);
  return practice.id;
};

export const pathOf = (name: string, tab?: string) =>
  `/admin/practices/${idOf(name)}${tab ? `?tab=${tab}` : ''}`;

interface Options {
  tab?: string;
  locale?: 'en' | 'fr';
  /** Signed in as readonly but shown the controls, as if the access check were bypassed. */
  forced?: boolean;
}

/** The detail a deep link opens, for sysadmin (or readonly with the controls: `forced`). */
export const renderDetail = (name: string, { tab, locale = 'en', forced = false }: Options = {}) => {
  signInAs(forced ? 'readonly' : 'sysadmin');
  return renderWithFeedback(
    <Route path="/admin/practices/:practiceId?">
      {(params) => <PracticeAdminScreen practiceId={params.practiceId} readOnly={false} />}
    </Route>,
    {
      path: pathOf(name, tab),
      locale,
      // The app's reporting of failures, for the general message of a refusal (403).
      ...(forced ? { queryClient: appQueryClient() } : {}),
    },
  );
};
