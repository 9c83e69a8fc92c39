import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { Practice } from '@/api/generated/practices/model';
import { getGetPracticesQueryKey, getPractices } from '@/api/generated/practices/practices';
import { getGetUserProfileQueryKey, getUserProfile } from '@/api/generated/users/users';
import type { User } from '@/api/generated/users/model';
import {
  byPracticeName,
  isSystemAdmin,
  NO_ROLE,
  systemRoleOf,
  toPracticeList,
  UNKNOWN_PRACTICE_NAME,
  type PracticeEntry,
} from './practice-list';
import { fetchPracticeDetails, isUnreachablePractice, withPractice } from './practice-details';
import { practicesToTry, type PracticeMemory } from './practice-selection';
import { SessionError, toLoadFailure } from './session-error';

/**
 * How many practices a system administrator without practice roles can pick from in the
 * switcher: the first page of GET /practices by name (the API's largest page). Others are still
 * reachable by id (selectPractice), e.g. from the administration's practice list.
 */
export const SYSTEM_ADMIN_PRACTICE_PAGE_SIZE = 200;

export interface SelectedPractice {
  entry: PracticeEntry;
  details: Practice;
}

export interface LoadedSession {
  user: User;
  systemAdmin: boolean;
  practices: PracticeEntry[];
  /** Absent only for a system administrator with no practice to select. */
  current?: SelectedPractice;
}

// Through the query cache, so that screens reading the same data with the generated hooks get
// what the session loaded; always fetched (staleTime 0): a new session must not reuse old data.
const fetchProfile = async (queryClient: QueryClient): Promise<User> => {
  try {
    return await queryClient.fetchQuery({
      queryKey: getGetUserProfileQueryKey(),
      queryFn: ({ signal }) => getUserProfile(undefined, signal),
      staleTime: 0,
    });
  } catch (error) {
    // The identity has no portal profile: nothing of the portal can work (SPEC §7).
    if (isApiError(error) && error.kind === 'not-found')
      throw new SessionError('profileNotFound', { cause: error });
    throw toLoadFailure(error, 'profileLoadFailed');
  }
};

const listedPractices = async (
  queryClient: QueryClient,
  role: PracticeEntry['role'],
): Promise<PracticeEntry[]> => {
  const params = { page: 1, pageSize: SYSTEM_ADMIN_PRACTICE_PAGE_SIZE, sort: 'name:asc' } as const;
  const page = await queryClient
    .fetchQuery({
      queryKey: getGetPracticesQueryKey(params),
      queryFn: ({ signal }) => getPractices(params, undefined, signal),
      staleTime: 0,
    })
    .catch((error: unknown) => {
      throw toLoadFailure(error, 'practiceLoadFailed');
    });
  return page.items
    .map(({ id, name }) => ({ id, name: name || UNKNOWN_PRACTICE_NAME, role }))
    .sort(byPracticeName);
};

/**
 * Everything the signed-in session needs (SPEC §4, §6): the profile, the practices its roles
 * give, and the selected practice with its details (modules, missing information).
 */
export const loadSignedInSession = async (
  queryClient: QueryClient,
  memory: PracticeMemory,
): Promise<LoadedSession> => {
  const user = await fetchProfile(queryClient);
  const systemAdmin = isSystemAdmin(user.roles);
  let practices = toPracticeList(user.roles);
  if (systemAdmin && practices.length === 0) {
    practices = await listedPractices(queryClient, systemRoleOf(user.roles) ?? NO_ROLE);
  }
  const candidates = practicesToTry({
    roles: user.roles,
    practices,
    remembered: memory.read(user.id),
    systemAdmin,
  });
  let unreachable: unknown;
  for (const id of candidates) {
    try {
      const details = await fetchPracticeDetails(queryClient, id);
      const selected = withPractice(practices, user, details);
      memory.write(user.id, id);
      return {
        user,
        systemAdmin,
        practices: selected.practices,
        current: { entry: selected.entry, details },
      };
    } catch (error) {
      // A remembered practice that has gone: fall back to the next candidate.
      if (!isUnreachablePractice(error)) throw toLoadFailure(error, 'practiceLoadFailed');
      unreachable = error;
    }
  }
  if (candidates.length > 0) throw new SessionError('practiceUnavailable', { cause: unreachable });
  return { user, systemAdmin, practices };
};

// The practice switch and the tabs' shared session are for signed-in people only: they come with
// this part, not with /login.
export { createPracticeSwitch } from './practice-switch';
export {
  fetchPracticeDetails,
  isPracticeQuery,
  isUnreachablePractice,
  practiceQueryKey,
  withPractice,
} from './practice-details';
export { joinSessionTabs, subjectOf } from './session-tabs';
