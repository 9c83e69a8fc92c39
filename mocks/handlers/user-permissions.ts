import { HttpResponse, http } from 'msw';
import { UpdateUserLegacyPermissionsBody, UpdateUserRolesBody } from '@/api/generated/users/users.zod';
import type { RoleEntry, RoleType } from '@/api/generated/users/model';
import { isPracticeRole } from '@/domain/role-entries';
import { apiPath } from '../config';
import { resolveLegacyPractices, resolveRole } from '../db/user-roles';
import { toUser, users } from '../db/users';
import type { UserRecord } from '../db/user-record';
import { conflict, readJsonBody, validationFailed } from './problem';
import { readRoleAssignments } from './role-assignments';
import { requireSomeField } from './body-rules';
import { requireSystemAdmin } from './caller';
import { administeredUser, existingUser } from './user-lookup';

/**
 * Migration turns the legacy per-practice permissions into role entries: 'configuration' made
 * someone the practice's administrator, anything else a practice user. Nameless legacy entries
 * ('no-role') get a role the same way. The analytik flag stays: it is the one legacy
 * permission the role model has no equivalent for (it feeds the token's permissions claim).
 */
const migratedRoles = (user: UserRecord): RoleEntry[] => {
  const legacy = new Map(
    user.legacyPermissions.practices.map((entry) => [entry.practiceId, entry.permissions]),
  );
  const roleFor = (practiceId: string): RoleType =>
    legacy.get(practiceId)?.includes('configuration') ? 'practice-admin' : 'practice-user';
  const kept = user.roles.map((entry) =>
    entry.role || !isPracticeRole(entry) ? entry : { ...entry, role: roleFor(entry.practiceId) },
  );
  const covered = new Set(kept.flatMap((entry) => (isPracticeRole(entry) ? [entry.practiceId] : [])));
  const added = [...legacy.keys()]
    .filter((practiceId) => !covered.has(practiceId))
    .flatMap((practiceId) => resolveRole({ role: roleFor(practiceId), practiceId }) ?? []);
  return [...kept, ...added];
};

const withAnalytik = (permissions: readonly string[], analytik: boolean) => [
  ...permissions.filter((permission) => permission !== 'analytik'),
  ...(analytik ? ['analytik'] : []),
];

export const userPermissionHandlers = [
  http.post(apiPath('/users/:id/migrate'), async ({ request, params }) => {
    const user = await administeredUser(request, params.id, { write: true });
    if (user.migrated) return conflict('This user is already migrated.', 'USER_ALREADY_MIGRATED');
    const roles = migratedRoles(user);
    const updated = await users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        draft.roles = roles;
        draft.migrated = true;
        draft.legacyPermissions.practices = [];
      },
    });
    return HttpResponse.json(toUser(updated ?? user));
  }),

  http.patch(apiPath('/users/:id/roles'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const roles = readRoleAssignments((await readJsonBody(request, UpdateUserRolesBody)).roles);
    const user = existingUser(params.id);
    if (!user.migrated)
      return conflict('A user must be migrated before roles can be updated.', 'USER_NOT_MIGRATED');
    const updated = await users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        draft.roles = roles;
      },
    });
    return HttpResponse.json(toUser(updated ?? user));
  }),

  http.patch(apiPath('/users/:id/legacy-permissions'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const body = await readJsonBody(request, UpdateUserLegacyPermissionsBody);
    requireSomeField(body);
    const requested = body.practices ?? [];
    const duplicate = requested.findIndex(
      (entry, index) => requested.findIndex((other) => other.practiceId === entry.practiceId) !== index,
    );
    if (duplicate >= 0) {
      throw validationFailed([
        {
          field: `practices.${duplicate}.practiceId`,
          code: 'duplicate',
          message: 'This practice is listed twice.',
        },
      ]);
    }
    const practices = resolveLegacyPractices(requested);
    if ('unknownIndex' in practices) {
      const field = `practices.${practices.unknownIndex}.practiceId`;
      throw validationFailed([{ field, code: 'unknown_practice', message: 'This practice does not exist.' }]);
    }
    const user = existingUser(params.id);
    const updated = await users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        if (body.analytik !== undefined) {
          draft.legacyPermissions.analytik = body.analytik;
          draft.permissions = withAnalytik(draft.permissions, body.analytik);
        }
        if (body.practices !== undefined) draft.legacyPermissions.practices = practices;
      },
    });
    return HttpResponse.json(toUser(updated ?? user));
  }),
];
