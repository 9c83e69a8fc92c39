import type { Practice, PracticeSummary } from '@/api/generated/practices/model';
import { deploymentGroups } from '../db/administration';
import { clinicGroups } from '../db/clinic-groups';
import type { PracticeRecord } from '../db/practice-record';
import { practiceSmsUsage } from './communication-usage';

/** Only with completeDetails=true (openapi/practices.yaml, getPractice). */
const TECHNICAL_FIELDS = [
  'databaseName',
  'productVersion',
  'installationUrl',
  'lastSynchronisation',
  'deploymentGroup',
  'falconInstalled',
  'noNewInfrastructureSupport',
] as const;

/**
 * Group names come from their own areas at answer time: a deployment group renamed there, or a
 * practice moved to another clinic group, shows at once on the practice.
 */
const liveRefs = (record: PracticeRecord): Pick<Practice, 'deploymentGroup' | 'clinicGroup'> => {
  // A function as the whole condition: @msw/data applies an object condition on an array to
  // each of its elements, and every practice then matched the first group.
  const group = clinicGroups.findFirst((q) =>
    q.where((candidate) => candidate.practices.some((member) => member.id === record.id)),
  );
  const ringId = record.deploymentGroup?.id;
  const ring = ringId === undefined ? undefined : deploymentGroups.findFirst((q) => q.where({ id: ringId }));
  return {
    ...(ring ? { deploymentGroup: { id: ring.id, name: ring.name } } : {}),
    ...(group ? { clinicGroup: { id: group.id, name: group.name } } : {}),
  };
};

export const practiceView = (record: PracticeRecord, { complete }: { complete: boolean }): Practice => {
  const {
    migrated: _migrated,
    deploymentGroup: _ring,
    clinicGroup: _group,
    smsUsage: _stored, // counted from the history at answer time
    ...practice
  } = record;
  const smsUsage = practiceSmsUsage(record);
  const view: Practice = { ...practice, ...liveRefs(record), ...(smsUsage ? { smsUsage } : {}) };
  if (!complete) for (const field of TECHNICAL_FIELDS) delete view[field];
  return view;
};

/** A practice as listed; the deployment ring only for system administrators. */
export const practiceSummary = (
  record: PracticeRecord,
  { systemAdmin }: { systemAdmin: boolean },
): PracticeSummary => {
  const { deploymentGroup, clinicGroup } = liveRefs(record);
  const smsUsage = practiceSmsUsage(record);
  return {
    id: record.id,
    name: record.name,
    ...(record.city !== undefined ? { city: record.city } : {}),
    ...(record.province ? { province: record.province } : {}),
    activeModules: record.activeModules,
    missingInformation: record.missingInformation,
    ...(smsUsage ? { smsUsage } : {}),
    ...(systemAdmin && deploymentGroup ? { deploymentGroup } : {}),
    ...(clinicGroup ? { clinicGroup } : {}),
  };
};
