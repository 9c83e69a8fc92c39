import { GetDeploymentGroupsResponse } from '@/api/generated/administration/administration.zod';
import {
  GetGoalsResponse,
  GetMetricsResponse,
  GetPracticeMetricsResponse,
} from '@/api/generated/analytik/analytik.zod';
import {
  GetClinicGroupResponse,
  GetClinicGroupsResponse,
} from '@/api/generated/clinic-groups/clinic-groups.zod';
import {
  GetCommunicationHistoryResponse,
  GetCommunicationOptOutsResponse,
  GetCommunicationPreferencesResponse,
  GetCommunicationStatsResponse,
  GetCommunicationTemplatesResponse,
  GetUpcomingMessagesResponse,
  GetUpcomingMessagesSummaryResponse,
} from '@/api/generated/communication/communication.zod';
import {
  GetAppointmentTypesResponse,
  GetPracticeModulesResponse,
  GetPracticeResponse,
  GetPracticeServicesStatusResponse,
  GetPracticesResponse,
  GetScheduleColumnsResponse,
} from '@/api/generated/practices/practices.zod';
import {
  GetGroupsResponse,
  GetUserProfileResponse,
  GetUserResponse,
  GetUsersResponse,
} from '@/api/generated/users/users.zod';
import type { z } from 'zod';
import { addDays } from '@/domain/zoned-time';
import { call } from '../handlers/api-test-client';

/**
 * For the tests of the extreme seeds: the GET operations the portal's screens call, as a demo
 * account, each body parsed with its operation's generated schema (a drift throws, naming the
 * operation). What the screens of the browser sweep will load, without a browser.
 */
export const getValid = async <Schema extends z.ZodType>(
  as: string,
  path: string,
  schema: Schema,
): Promise<z.output<Schema>> => {
  const response = await call(path, { as });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`GET ${path} as ${as}: ${response.status} ${text.slice(0, 300)}`);
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success)
    throw new Error(
      `GET ${path} as ${as} drifts from the contract: ${JSON.stringify(result.error.issues.slice(0, 3))}`,
    );
  return result.data;
};

/** Every page of a paged list, as a screen that pages through it would load it. */
export const allPages = async <Item>(
  load: (page: number) => Promise<{ items: Item[]; meta: { totalPages: number } }>,
): Promise<Item[]> => {
  const first = await load(1);
  const items = [...first.items];
  for (let page = 2; page <= first.meta.totalPages; page += 1) items.push(...(await load(page)).items);
  return items;
};

const dayBefore = (days: number): string => addDays(new Date().toISOString().slice(0, 10), -days);

export interface PracticeVisit {
  /** A practice of the seed's directory, which has a schedule (the others answer 404 for it). */
  directory: boolean;
  /** The Analytik screens, for accounts with the analytik permission on a practice that has the module. */
  analytik: boolean;
}

/** The screens of one practice: configuration, monitoring, communications and, if asked, Analytik. */
export const visitPractice = async (as: string, id: string, visit: PracticeVisit) => {
  const practice = await getValid(as, `/practices/${id}`, GetPracticeResponse);
  await getValid(as, `/practices/${id}/modules`, GetPracticeModulesResponse);
  await getValid(as, `/practices/${id}/services-status`, GetPracticeServicesStatusResponse);
  await getValid(as, `/practices/${id}/appointments/types`, GetAppointmentTypesResponse);
  const base = `/practices/${id}/communication`;
  const preferences = await getValid(as, `${base}/preferences`, GetCommunicationPreferencesResponse);
  const templates = await getValid(as, `${base}/templates`, GetCommunicationTemplatesResponse);
  const history = await getValid(as, `${base}/history?pageSize=200`, GetCommunicationHistoryResponse);
  // A practice outside the directory has no schedule yet: that read answers 404 by design.
  if (visit.directory) await getValid(as, `/practices/${id}/schedule/columns`, GetScheduleColumnsResponse);
  await getValid(
    as,
    `${base}/stats?startAt=${dayBefore(29)}&endAt=${dayBefore(0)}`,
    GetCommunicationStatsResponse,
  );
  await getValid(as, `${base}/upcoming`, GetUpcomingMessagesResponse);
  await getValid(as, `${base}/upcoming/summary`, GetUpcomingMessagesSummaryResponse);
  await getValid(as, `${base}/opt-outs`, GetCommunicationOptOutsResponse);
  if (visit.analytik) await getValid(as, `/analytik/practices/${id}/metrics`, GetPracticeMetricsResponse);
  return { practice, preferences, templates, history };
};

/** The screens every account opens, and the administration lists of the system administrators. */
export const visitLists = async (as: string, { systemAdmin = false, analytik = false } = {}) => {
  const profile = await getValid(as, '/users/profile', GetUserProfileResponse);
  const practices = await allPages((page) =>
    getValid(as, `/practices?pageSize=200&page=${page}`, GetPracticesResponse),
  );
  if (analytik) {
    await getValid(as, '/analytik/metrics', GetMetricsResponse);
    await getValid(as, '/analytik/goals', GetGoalsResponse);
  }
  if (!systemAdmin) return { profile, practices, groups: [], users: [] };
  const groups = await getValid(as, '/clinic-groups', GetClinicGroupsResponse);
  for (const group of groups) await getValid(as, `/clinic-groups/${group.id}`, GetClinicGroupResponse);
  const users = await allPages((page) => getValid(as, `/users?pageSize=100&page=${page}`, GetUsersResponse));
  for (const user of users.slice(0, 20)) await getValid(as, `/users/${user.id}`, GetUserResponse);
  await getValid(as, '/groups', GetGroupsResponse);
  await getValid(as, '/administration/deploymentGroups', GetDeploymentGroupsResponse);
  return { profile, practices, groups, users };
};
