import { randomUuid } from '../random';
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { CreateUserBody, GetUsersQueryParams, UpdateUserBody } from '@/api/generated/users/users.zod';
import { apiPath } from '../config';
import { clinicGroups } from '../db/clinic-groups';
import { toUser, users } from '../db/users';
import type { UserRecord } from '../db/user-record';
import { callerOf, requireSystemAdmin } from './caller';
import { includesText, pageOf, pagingQuery } from './paging';
import { conflict, readJsonBody, readQuery } from './problem';
import { readRoleAssignments } from './role-assignments';
import { requireSomeField, requiredText } from './body-rules';
import { administeredUser, existingUser } from './user-lookup';
import { userPermissionHandlers } from './user-permissions';

// Query strings arrive as text: the generated schema expects numbers and booleans.
const UsersQuery = GetUsersQueryParams.extend({
  page: pagingQuery.shape.page,
  pageSize: pagingQuery.shape.pageSize,
  migrated: z.stringbool().optional(),
});

const byName = (a: UserRecord, b: UserRecord) =>
  a.lastName.localeCompare(b.lastName, 'fr', { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, 'fr', { sensitivity: 'base' }) ||
  a.id.localeCompare(b.id);

const matches = (user: UserRecord, search: string) =>
  [user.firstName, user.lastName, `${user.firstName} ${user.lastName}`, user.email].some((value) =>
    includesText(value, search),
  );

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const emailTaken = (email: string, exceptId?: string) =>
  users.findFirst((q) => q.where({ email: (other) => sameEmail(other, email), id: (id) => id !== exceptId }));

const emailConflict = () => conflict('A user with this email already exists.', 'EMAIL_ALREADY_EXISTS');

export const usersHandlers = [
  // Before /users/:id, which would take "profile" for an id.
  http.get(apiPath('/users/profile'), async ({ request }) =>
    HttpResponse.json(toUser(await callerOf(request))),
  ),

  http.get(apiPath('/users'), async ({ request }) => {
    await requireSystemAdmin(request, { write: false });
    const { page, pageSize, search, role, migrated } = readQuery(request, UsersQuery);
    const found = users
      .findMany((q) =>
        q.where((user) => {
          if (search && !matches(user, search)) return false;
          if (role && !user.roles.some((entry) => entry.role === role)) return false;
          return migrated === undefined || user.migrated === migrated;
        }),
      )
      .sort(byName);
    const { items, meta } = pageOf(found, page, pageSize);
    return HttpResponse.json({ items: items.map(toUser), meta });
  }),

  http.post(apiPath('/users'), async ({ request }) => {
    await requireSystemAdmin(request, { write: true });
    const body = await readJsonBody(request, CreateUserBody);
    const roles = readRoleAssignments(body.roles ?? []);
    if (emailTaken(body.email)) return emailConflict();
    const email = body.email.trim();
    const created = await users.create({
      id: randomUuid(),
      username: email.toLowerCase(),
      email,
      firstName: requiredText(body.firstName, 'firstName'),
      lastName: requiredText(body.lastName, 'lastName'),
      roles,
      migrated: true,
      legacyPermissions: { analytik: false, practices: [] },
      createdAt: new Date().toISOString(),
      permissions: [],
    });
    return HttpResponse.json(toUser(created), { status: 201 });
  }),

  http.get(apiPath('/users/:id'), async ({ request, params }) =>
    HttpResponse.json(toUser(await administeredUser(request, params.id, { write: false }))),
  ),

  http.patch(apiPath('/users/:id'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const body = await readJsonBody(request, UpdateUserBody);
    requireSomeField(body);
    const firstName = body.firstName === undefined ? undefined : requiredText(body.firstName, 'firstName');
    const lastName = body.lastName === undefined ? undefined : requiredText(body.lastName, 'lastName');
    const user = existingUser(params.id);
    if (body.email !== undefined && emailTaken(body.email, user.id)) return emailConflict();
    const updated = await users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        if (firstName !== undefined) draft.firstName = firstName;
        if (lastName !== undefined) draft.lastName = lastName;
        if (body.email !== undefined) {
          // Portal-made accounts sign in with their email; legacy usernames ("jtremblay", the demo ones) stay.
          if (draft.username === draft.email.toLowerCase()) draft.username = body.email.trim().toLowerCase();
          draft.email = body.email.trim();
        }
      },
    });
    return HttpResponse.json(toUser(updated ?? user));
  }),

  http.delete(apiPath('/users/:id'), async ({ request, params }) => {
    const { id } = await administeredUser(request, params.id, { write: true });
    users.delete((q) => q.where({ id }));
    return new HttpResponse(null, { status: 204 });
  }),

  // The identity service sends the code or temporary password; the profile does not change.
  http.post(apiPath('/users/:id/reset-password'), async ({ request, params }) => {
    await administeredUser(request, params.id, { write: true });
    return new HttpResponse(null, { status: 202 });
  }),

  ...userPermissionHandlers,

  http.get(apiPath('/groups'), async ({ request }) => {
    await requireSystemAdmin(request, { write: false });
    const groups = clinicGroups
      .all()
      .map(({ id, name, practices }) => ({
        id,
        name,
        members: practices.map((practice) => ({ id: practice.id, name: practice.name })),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }));
    return HttpResponse.json(groups);
  }),
];
