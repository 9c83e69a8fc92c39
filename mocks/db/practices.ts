import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  GetAppointmentTypesResponseItem,
  GetPracticeLastServiceLogResponse,
  GetPracticeModulesResponseItem,
  GetPracticeServicesStatusResponseItem,
  GetScheduleColumnsResponse,
} from '@/api/generated/practices/practices.zod';
import { deploymentGroups } from './administration';
import type { DatabaseArea } from './area';
import { PRACTICES } from './practice-directory';
import { PracticeRecord } from './practice-record';
import { buildMonitoring } from './practice-monitoring-seed';
import { buildModules, buildPractice } from './practice-seed';
import { buildAppointmentTypes, buildSchedule } from './practice-setup-seed';
import { seededFaker } from './seeded-faker';

const practiceId = z.uuid();

export const practices = new Collection({ schema: PracticeRecord });

/** Requested module states; activeModules of the practice follows once pendingUntil has passed. */
export const practiceModules = new Collection({
  schema: GetPracticeModulesResponseItem.extend({ practiceId }),
});

export const practiceServices = new Collection({
  schema: GetPracticeServicesStatusResponseItem.extend({ practiceId }),
});

export const practiceServiceLogs = new Collection({
  schema: GetPracticeLastServiceLogResponse.extend({ practiceId }),
});

export const practiceAppointmentTypes = new Collection({
  schema: GetAppointmentTypesResponseItem.extend({ practiceId }),
});

export const practiceSchedules = new Collection({
  schema: GetScheduleColumnsResponse.extend({ practiceId }),
});

export const findPractice = (id: string) => practices.findFirst((q) => q.where({ id }));

export const practicesArea: DatabaseArea = {
  name: 'practices',
  collections: {
    practices,
    practiceModules,
    practiceServices,
    practiceServiceLogs,
    practiceAppointmentTypes,
    practiceSchedules,
  },
  async seed() {
    // One stream per purpose, so that tuning the schedules never moves an address.
    const details = seededFaker('practices/details');
    const modules = seededFaker('practices/modules');
    const monitoring = seededFaker('practices/monitoring');
    const setup = seededFaker('practices/setup', 'en');
    const rings = deploymentGroups.all().map(({ id, name }) => ({ id, name }));

    const records = PRACTICES.map((entry, index) => buildPractice(details, entry, index, rings));
    for (const record of records) await practices.create(record);
    for (const state of records.flatMap((record) => buildModules(modules, record)))
      await practiceModules.create(state);

    for (const [index, entry] of PRACTICES.entries()) {
      const { services, logs } = buildMonitoring(monitoring, entry, index);
      for (const service of services) await practiceServices.create(service);
      for (const log of logs) await practiceServiceLogs.create(log);
    }
    for (const entry of PRACTICES) {
      for (const type of buildAppointmentTypes(setup, entry)) await practiceAppointmentTypes.create(type);
      await practiceSchedules.create(buildSchedule(setup, entry));
    }
  },
};
