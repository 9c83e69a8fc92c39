import { HttpResponse, http } from 'msw';
import { UpdatePracticeModuleBody } from '@/api/generated/practices/practices.zod';
import { apiPath } from '../config';
import { modulesOf, requestModuleChange, settleModuleChanges } from '../db/practice-modules';
import {
  findPractice,
  practiceAppointmentTypes,
  practiceSchedules,
  practiceServiceLogs,
  practiceServices,
} from '../db/practices';
import { requireSystemAdmin } from './caller';
import { accessPractice } from './practice-access';
import { conflict, notFound, readJsonBody } from './problem';

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** Records of a practice's sub-collections carry its id; the contract does not. */
const withoutPracticeId = <T extends { practiceId: string }>({
  practiceId: _practiceId,
  ...rest
}: T): Omit<T, 'practiceId'> => rest;

export const practiceSetupHandlers = [
  http.get(apiPath('/practices/:id/modules'), async ({ request, params }) => {
    const { practice } = await accessPractice(request, params.id);
    await settleModuleChanges();
    return HttpResponse.json(modulesOf(practice.id).map(withoutPracticeId));
  }),

  // Subscriptions are the provider's business: only sys-admin turns modules on or off.
  http.post(apiPath('/practices/:id/modules'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const { name, enabled } = await readJsonBody(request, UpdatePracticeModuleBody);
    const practice = findPractice(String(params.id));
    if (!practice) return notFound(`Practice ${String(params.id)} does not exist.`);
    await settleModuleChanges();
    const change = await requestModuleChange(practice.id, name, enabled);
    if (change.outcome === 'pending') {
      return conflict(
        `A change of the ${name} module is still being applied (until ${change.state.pendingUntil}).`,
        'MODULE_CHANGE_PENDING',
      );
    }
    return HttpResponse.json(withoutPracticeId(change.state), { status: 202 });
  }),

  http.get(apiPath('/practices/:id/services-status'), async ({ request, params }) => {
    const { practice } = await accessPractice(request, params.id);
    const services = practiceServices.findMany((q) => q.where({ practiceId: practice.id }));
    return HttpResponse.json(
      services.sort((a, b) => collator.compare(a.serviceName, b.serviceName)).map(withoutPracticeId),
    );
  }),

  http.get(apiPath('/practices/:id/last-service-log'), async ({ request, params }) => {
    const { practice } = await accessPractice(request, params.id);
    const [last] = practiceServiceLogs
      .findMany((q) => q.where({ practiceId: practice.id }))
      .sort((a, b) => b.loggedAt.localeCompare(a.loggedAt));
    return last
      ? HttpResponse.json(withoutPracticeId(last))
      : notFound('None of the services of this practice has logged anything yet.');
  }),

  http.get(apiPath('/practices/:practiceId/appointments/types'), async ({ request, params }) => {
    const { practice } = await accessPractice(request, params.practiceId);
    const types = practiceAppointmentTypes.findMany((q) => q.where({ practiceId: practice.id }));
    return HttpResponse.json(types.sort((a, b) => collator.compare(a.label, b.label)).map(withoutPracticeId));
  }),

  http.get(apiPath('/practices/:practiceId/schedule/columns'), async ({ request, params }) => {
    const { practice } = await accessPractice(request, params.practiceId);
    const schedule = practiceSchedules.findFirst((q) => q.where({ practiceId: practice.id }));
    if (!schedule) return notFound('This practice has no schedule yet.');
    const { columns, weekSchedule } = schedule;
    return HttpResponse.json({
      columns: [...columns].sort((a, b) => collator.compare(a.name, b.name)),
      weekSchedule,
    });
  }),
];
