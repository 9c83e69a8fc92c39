import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import type { PracticeSort, PracticeUpdate } from '@/api/generated/practices/model';
import {
  GetPracticeQueryParams,
  GetPracticesQueryParams,
  UpdatePracticeBody,
} from '@/api/generated/practices/practices.zod';
import { apiPath } from '../config';
import { slugOf } from '../db/practice-address-tables';
import { isMissingInformation } from '@/domain/practice-required-fields';
import { normalizePostalCode } from '@/domain/postal-code';
import { settleModuleChanges } from '../db/practice-modules';
import { findPractice, practices } from '../db/practices';
import type { PracticeRecord } from '../db/practice-record';
import { requireSomeField, requiredText } from './body-rules';
import { callerOf, isSystemAdmin, requireSystemAdmin } from './caller';
import { accessPractice, practiceIdsOf } from './practice-access';
import { practiceSetupHandlers } from './practice-setup';
import { loadSmsMonthsOf } from './communication-usage';
import { practiceSummary, practiceView } from './practice-views';
import { includesText, pageOf, pagingQuery } from './paging';
import { conflict, forbidden, notFound, readJsonBody, readQuery } from './problem';

// Query strings arrive as text: the generated schemas expect numbers and booleans.
const PracticesQuery = GetPracticesQueryParams.extend({
  page: pagingQuery.shape.page,
  pageSize: pagingQuery.shape.pageSize,
  missingInformation: z.stringbool().optional(),
  deploymentGroup: z.coerce.number().int().min(1).optional(),
});
const PracticeQuery = GetPracticeQueryParams.extend({ completeDetails: z.stringbool().default(false) });

// SPEC §4: names sort without regard to case ("centre dentaire Brossard" among the C's), and accents.
const collator = new Intl.Collator('fr', { sensitivity: 'base' });
const byName = (a: PracticeRecord, b: PracticeRecord) =>
  collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
const emptyLast = (a?: string, b?: string) => Number(!a) - Number(!b);

const SORTS: Record<PracticeSort, (a: PracticeRecord, b: PracticeRecord) => number> = {
  'name:asc': byName,
  'name:desc': (a, b) => byName(b, a),
  'city:asc': (a, b) =>
    emptyLast(a.city, b.city) || collator.compare(a.city ?? '', b.city ?? '') || byName(a, b),
  // ISO instants of one format sort as text; never-synchronised practices go last.
  'lastSynchronisation:desc': (a, b) =>
    emptyLast(a.lastSynchronisation, b.lastSynchronisation) ||
    (b.lastSynchronisation ?? '').localeCompare(a.lastSynchronisation ?? '') ||
    byName(a, b),
};

// Null (the contract's way to remove the person named) is stored as is: absent and null both mean none.
const trimmedOfficer = (officer: NonNullable<PracticeUpdate['privacyOfficer']>) => ({
  ...officer,
  name: requiredText(officer.name, 'privacyOfficer.name'),
  title: requiredText(officer.title, 'privacyOfficer.title'),
  email: officer.email.trim(),
});

/** The server stores postal codes as the form shows them (A1A 1A1), and trims what people type. */
const normalizedChanges = (body: PracticeUpdate): PracticeUpdate => ({
  ...body,
  ...(body.addressLine1 !== undefined
    ? { addressLine1: requiredText(body.addressLine1, 'addressLine1') }
    : {}),
  ...(body.addressLine2 !== undefined ? { addressLine2: body.addressLine2.trim() } : {}),
  ...(body.city !== undefined ? { city: requiredText(body.city, 'city') } : {}),
  ...(body.country !== undefined ? { country: requiredText(body.country, 'country') } : {}),
  ...(body.postalCode !== undefined ? { postalCode: normalizePostalCode(body.postalCode) } : {}),
  ...(body.billingEmail !== undefined ? { billingEmail: body.billingEmail.trim() } : {}),
  ...(body.privacyOfficer ? { privacyOfficer: trimmedOfficer(body.privacyOfficer) } : {}),
});

export const practicesHandlers = [
  http.get(apiPath('/practices'), async ({ request }) => {
    const caller = await callerOf(request);
    const { page, pageSize, search, province, missingInformation, module, deploymentGroup, sort } = readQuery(
      request,
      PracticesQuery,
    );
    await settleModuleChanges();
    const systemAdmin = isSystemAdmin(caller);
    const reachable = systemAdmin ? undefined : practiceIdsOf(caller);
    const found = practices
      .findMany((q) =>
        q.where((practice) => {
          if (reachable && !reachable.has(practice.id)) return false;
          if (search && !includesText(practice.name, search) && !includesText(practice.city, search))
            return false;
          if (province && practice.province !== province) return false;
          if (missingInformation !== undefined && practice.missingInformation !== missingInformation)
            return false;
          if (deploymentGroup !== undefined && practice.deploymentGroup?.id !== deploymentGroup) return false;
          return !module || practice.activeModules.includes(module);
        }),
      )
      .sort(SORTS[sort]);
    const { items, meta } = pageOf(found, page, pageSize);
    await loadSmsMonthsOf(items);
    return HttpResponse.json({
      items: items.map((practice) => practiceSummary(practice, { systemAdmin })),
      meta,
    });
  }),

  http.get(apiPath('/practices/:id'), async ({ request, params }) => {
    const { completeDetails } = readQuery(request, PracticeQuery);
    // Technical details are refused before looking the practice up, so the 403 reveals nothing.
    if (completeDetails && !isSystemAdmin(await callerOf(request))) {
      return forbidden('Only system administrators may see the technical details of a practice.');
    }
    await settleModuleChanges();
    const { practice } = await accessPractice(request, params.id);
    await loadSmsMonthsOf([practice]);
    return HttpResponse.json(practiceView(practice, { complete: completeDetails }));
  }),

  http.patch(apiPath('/practices/:id'), async ({ request, params }) => {
    const body = await readJsonBody(request, UpdatePracticeBody);
    requireSomeField(body);
    const changes = normalizedChanges(body);
    await settleModuleChanges();
    const { practice } = await accessPractice(request, params.id, { write: true });
    const updated = await practices.update((q) => q.where({ id: practice.id }), {
      data(draft) {
        Object.assign(draft, changes);
        draft.missingInformation = isMissingInformation(draft);
      },
    });
    await loadSmsMonthsOf([practice]);
    return HttpResponse.json(practiceView(updated ?? practice, { complete: false }));
  }),

  http.post(apiPath('/practices/:id/migrate'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    await settleModuleChanges();
    const practice = findPractice(String(params.id));
    if (!practice) return notFound(`Practice ${String(params.id)} does not exist.`);
    if (practice.noNewInfrastructureSupport) {
      return conflict(
        'This practice cannot be moved to the new infrastructure.',
        'NO_NEW_INFRASTRUCTURE_SUPPORT',
      );
    }
    if (practice.migrated) return conflict('This practice is already migrated.', 'PRACTICE_ALREADY_MIGRATED');
    const updated = await practices.update((q) => q.where({ id: practice.id }), {
      data(draft) {
        draft.migrated = true;
        draft.installationUrl = `https://${slugOf(draft.name, '-') || draft.id}.cloud.portal.example.ca`;
      },
    });
    await loadSmsMonthsOf([practice]);
    return HttpResponse.json(practiceView(updated ?? practice, { complete: true }));
  }),

  ...practiceSetupHandlers,
];
