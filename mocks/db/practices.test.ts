import { describe, expect, it } from 'vitest';
import { CLINIC_GROUPS } from './clinic-group-directory';
import { PRACTICES } from './practice-directory';
import { isMissingInformation } from '@/domain/practice-required-fields';
import {
  practiceAppointmentTypes,
  practiceModules,
  practiceServices,
  practices,
  practicesArea,
} from './practices';
import { practiceSmsUsage } from '../handlers/communication-usage';

const recordOf = (id: string) => {
  const record = practices.findFirst((q) => q.where({ id }));
  if (!record) throw new Error(`Practice ${id} was not seeded`);
  return record;
};

describe('isMissingInformation (SPEC §5)', () => {
  const complete = {
    addressLine1: '4520, avenue Papineau',
    city: 'Montréal',
    province: 'quebec',
    postalCode: 'H2H 1V4',
    billingEmail: 'comptabilite@cliniqueduplateau.ca',
    country: 'Canada',
  };

  it('is false when every required field is filled, true when any is empty, blank or absent', () => {
    expect(isMissingInformation(complete)).toBe(false);
    for (const field of Object.keys(complete)) {
      expect(isMissingInformation({ ...complete, [field]: '' }), field).toBe(true);
      expect(isMissingInformation({ ...complete, [field]: '  ' }), field).toBe(true);
      expect(isMissingInformation({ ...complete, [field]: undefined }), field).toBe(true);
    }
    expect(isMissingInformation({ ...complete, addressLine2: '', phone: '' } as typeof complete)).toBe(false);
  });
});

describe('practices seed', () => {
  it('is identical when seeded again', async () => {
    const snapshot = () =>
      JSON.stringify(Object.values(practicesArea.collections).map((collection): unknown => collection.all()));
    const first = snapshot();
    for (const collection of Object.values(practicesArea.collections)) collection.clear();
    await practicesArea.seed();
    expect(snapshot()).toBe(first);
  });

  it('holds one full record per directory entry, flags computed by the SPEC §5 rule', () => {
    expect(practices.all()).toHaveLength(PRACTICES.length);
    for (const entry of PRACTICES) {
      const record = recordOf(entry.id);
      expect(record).toMatchObject({ name: entry.name, communicationLanguage: entry.language });
      expect(record.missingInformation).toBe(isMissingInformation(record));
      expect(record.missingInformation, entry.name).toBe(entry.missingInformation);
      if (!entry.missingInformation)
        expect(record).toMatchObject({ city: entry.city, province: entry.province, country: 'Canada' });
    }
  });

  it('gives real-looking postal codes and time zones per province', () => {
    const letters = { quebec: /^[GHJ]/, ontario: /^[KLMNP]/, 'new-brunswick': /^E/ };
    const zones = {
      quebec: /^America\/(Montreal|Toronto)$/,
      ontario: /^America\/Toronto$/,
      'new-brunswick': /^America\/Moncton$/,
    };
    for (const entry of PRACTICES) {
      const record = recordOf(entry.id);
      if (record.postalCode) expect(record.postalCode, entry.name).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      if (record.postalCode) expect(record.postalCode, entry.name).toMatch(letters[entry.province]);
      expect(record.timezone, entry.name).toMatch(zones[entry.province]);
      expect(record.phone).toMatch(/^\+1[2-9]\d{2}555\d{4}$/);
    }
  });

  it('derives modules and SMS usage from the directory flags', () => {
    for (const entry of PRACTICES) {
      const record = recordOf(entry.id);
      const { activeModules } = record;
      // Counted from the history at answer time (communication-usage.ts), as the practices' views show it.
      const smsUsage = practiceSmsUsage(record);
      expect(activeModules.includes('Messages automatisés'), entry.name).toBe(entry.automatedCommunications);
      expect(activeModules.includes('Analytik'), entry.name).toBe(entry.analytik);
      const states = practiceModules.findMany((q) => q.where({ practiceId: entry.id }));
      expect(states.filter((state) => state.enabled).map((state) => state.name)).toEqual(activeModules);
      if (!entry.automatedCommunications) {
        expect(smsUsage).toBeUndefined();
        continue;
      }
      const percent = smsUsage?.percentUsed ?? -1;
      if (entry.sms === 'low') expect(percent).toBeGreaterThanOrEqual(20);
      if (entry.sms === 'low') expect(percent).toBeLessThanOrEqual(60);
      if (entry.sms === 'near-limit') expect(percent).toBeGreaterThanOrEqual(85);
      if (entry.sms === 'near-limit') expect(percent).toBeLessThan(100);
      if (entry.sms === 'over-limit') expect(percent).toBeGreaterThanOrEqual(100);
      expect(smsUsage?.suspended).toBe(entry.sms === 'over-limit');
    }
  });

  it('links deployment groups 1–4 and the clinic groups of the directory', () => {
    const rings = new Set(practices.all().map((record) => record.deploymentGroup?.id));
    expect([...rings].sort()).toEqual([1, 2, 3, 4]);
    for (const group of CLINIC_GROUPS) {
      for (const id of group.practiceIds)
        expect(recordOf(id).clinicGroup).toEqual({ id: group.id, name: group.name });
    }
    expect(practices.all().some((record) => record.noNewInfrastructureSupport)).toBe(true);
    expect(practices.all().some((record) => !record.migrated && !record.noNewInfrastructureSupport)).toBe(
      true,
    );
  });

  it('seeds services in every status, and hygiene appointment types everywhere', () => {
    const services = practiceServices.all();
    expect(new Set(services.map((service) => service.status))).toEqual(
      new Set(['active', 'off-line', 'to-check', 'unknown']),
    );
    expect(
      services
        .filter((service) => service.status === 'off-line' || service.status === 'to-check')
        .every((service) => service.errorMessage),
    ).toBe(true);
    for (const entry of PRACTICES) {
      const types = practiceAppointmentTypes.findMany((q) => q.where({ practiceId: entry.id }));
      expect(
        types.some((type) => type.isHygiene),
        entry.name,
      ).toBe(true);
    }
  });
});
