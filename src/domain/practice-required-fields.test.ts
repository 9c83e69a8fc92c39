import { describe, expect, it } from 'vitest';
import { isMissingInformation, missingPracticeFields } from './practice-required-fields';

const complete = {
  addressLine1: '4520, avenue Papineau',
  city: 'Montréal',
  province: 'quebec',
  postalCode: 'H2H 1V4',
  billingEmail: 'comptabilite@cliniqueduplateau.ca',
  country: 'Canada',
};

describe('the required information of a practice (SPEC §5)', () => {
  it('lists the empty, blank or absent required fields, in order', () => {
    expect(missingPracticeFields(complete)).toEqual([]);
    expect(isMissingInformation(complete)).toBe(false);
    const { province: _province, ...withoutProvince } = complete;
    const partial = { ...withoutProvince, city: '  ', billingEmail: '' };
    expect(missingPracticeFields(partial)).toEqual(['city', 'province', 'billingEmail']);
    expect(isMissingInformation(partial)).toBe(true);
  });
});
