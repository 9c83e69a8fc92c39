import type { Faker } from '@faker-js/faker';
import type { LogLevel, ServiceStatus } from '@/api/generated/practices/model';
import type { PracticeEntry } from './practice-directory';
import { FAILURES, SERVICES, type ServiceDefinition } from './practice-monitoring-tables';
import { NEWLY_ONBOARDED_PRACTICE } from './practice-seed';
import { seedNow } from './seed-clock';

export interface ServiceStatusSeed {
  practiceId: string;
  serviceName: string;
  version: string;
  status: ServiceStatus;
  lastLog: string;
  lastLogAt: string;
  createdAt: string;
  errorMessage?: string;
}

export interface ServiceLogSeed {
  practiceId: string;
  serviceName: string;
  level: LogLevel;
  message: string;
  loggedAt: string;
}

const minutesBefore = (minutes: number): Date => new Date(seedNow().getTime() - minutes * 60_000);

/**
 * Which service of practice `index` fails, and how: spread so that every status of the
 * monitoring tab shows up across the list (the sync agent is off-line where the practice's
 * last synchronisation is days old, see practice-seed).
 */
const statusPlan = (
  index: number,
  services: readonly ServiceDefinition[],
): Map<string, Exclude<ServiceStatus, 'active'>> => {
  const plan = new Map<string, Exclude<ServiceStatus, 'active'>>();
  const at = (offset: number) =>
    services[(index + offset) % services.length]?.name ?? 'Agent de synchronisation';
  if (index % 4 === 1) plan.set('Agent de synchronisation', 'off-line');
  if (index % 3 === 2) plan.set(at(1), 'to-check');
  if (index % 5 === 4 && !plan.has(at(2))) plan.set(at(2), 'unknown');
  return plan;
};

const lastLogAge = (faker: Faker, status: ServiceStatus): number => {
  if (status === 'off-line') return faker.number.int({ min: 1500, max: 4300 });
  if (status === 'unknown') return faker.number.int({ min: 4300, max: 8600 });
  return faker.number.int({ min: 1, max: 180 });
};

/** The services of one practice and the log entries they wrote (oldest first). */
export const buildMonitoring = (
  faker: Faker,
  entry: PracticeEntry,
  index: number,
): { services: ServiceStatusSeed[]; logs: ServiceLogSeed[] } => {
  // Onboarded this week: nothing installed yet, so no services and no logs (last-service-log is a 404).
  if (entry.name === NEWLY_ONBOARDED_PRACTICE) return { services: [], logs: [] };
  const installed = SERVICES.filter((service) => !service.needs || entry[service.needs]);
  const plan = statusPlan(index, installed);
  const createdAt = faker.date.between({ from: '2022-03-01T00:00:00Z', to: '2025-06-30T00:00:00Z' });
  const services: ServiceStatusSeed[] = [];
  const logs: ServiceLogSeed[] = [];
  for (const service of installed) {
    const status = plan.get(service.name) ?? 'active';
    const failure = status === 'active' ? undefined : faker.helpers.arrayElement(FAILURES[status]);
    const last = {
      level: failure?.level ?? 'info',
      message: failure?.log ?? faker.helpers.arrayElement(service.routineLogs),
      loggedAt: minutesBefore(lastLogAge(faker, status)),
    };
    const history = faker.helpers.multiple(
      (_, step) => ({
        level: faker.helpers.arrayElement<LogLevel>(['debug', 'info', 'info']),
        message: faker.helpers.arrayElement(service.routineLogs),
        loggedAt: new Date(
          last.loggedAt.getTime() - (step + 1) * faker.number.int({ min: 30, max: 720 }) * 60_000,
        ),
      }),
      { count: { min: 1, max: 3 } },
    );
    for (const log of [...history.reverse(), last]) {
      logs.push({
        practiceId: entry.id,
        serviceName: service.name,
        ...log,
        loggedAt: log.loggedAt.toISOString(),
      });
    }
    services.push({
      practiceId: entry.id,
      serviceName: service.name,
      version: faker.helpers.arrayElement(service.versions),
      status,
      lastLog: last.message,
      lastLogAt: last.loggedAt.toISOString(),
      createdAt: createdAt.toISOString(),
      ...(failure?.error ? { errorMessage: failure.error } : {}),
    });
  }
  return { services, logs };
};
