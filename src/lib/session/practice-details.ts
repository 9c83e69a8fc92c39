import { hashKey, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { Practice } from '@/api/generated/practices/model';
import { getGetPracticeQueryKey, getPractice } from '@/api/generated/practices/practices';
import type { User } from '@/api/generated/users/model';
import {
  byPracticeName,
  NO_ROLE,
  systemRoleOf,
  UNKNOWN_PRACTICE_NAME,
  type PracticeEntry,
} from './practice-list';

/*
 * A practice's details, for the session's load and for the practice switch: both belong to the
 * signed-in part (session-load.ts), which the practice switch comes with.
 */

export const fetchPracticeDetails = (queryClient: QueryClient, id: string): Promise<Practice> =>
  queryClient.fetchQuery({
    queryKey: getGetPracticeQueryKey(id),
    queryFn: ({ signal }) => getPractice(id, undefined, undefined, signal),
    staleTime: 0,
  });

/** The cache key of a practice's details, which the session store follows. */
export const practiceQueryKey = (id: string) => getGetPracticeQueryKey(id);

/** Whether a query of the cache holds that practice's details. */
export const isPracticeQuery = (query: { queryHash: string }, id: string): boolean =>
  query.queryHash === hashKey(practiceQueryKey(id));

/**
 * A practice the API says is not there (deleted, or no longer the user's), or whose id it refuses
 * (400): a role naming an id the API does not know leads nowhere, like a deleted practice.
 */
export const isUnreachablePractice = (error: unknown): boolean =>
  isApiError(error) &&
  (error.kind === 'not-found' || error.kind === 'forbidden' || error.kind === 'validation');

/**
 * A practice reached by id by a system administrator, outside their list: it joins the list
 * under their system role.
 */
export const withPractice = (
  practices: readonly PracticeEntry[],
  user: User,
  details: Practice,
): { practices: PracticeEntry[]; entry: PracticeEntry } => {
  const listed = practices.find((practice) => practice.id === details.id);
  if (listed) return { practices: [...practices], entry: listed };
  const entry: PracticeEntry = {
    id: details.id,
    name: details.name || UNKNOWN_PRACTICE_NAME,
    role: systemRoleOf(user.roles) ?? NO_ROLE,
  };
  return { practices: [...practices, entry].sort(byPracticeName), entry };
};
