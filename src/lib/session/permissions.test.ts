import { describe, expect, it } from 'vitest';
import { hasAnalytik, hasPermission, parsePermissions, permissionsFromClaims } from './permissions';

describe('parsePermissions (SPEC §4)', () => {
  it('splits on commas, trims and lower-cases', () => {
    expect(parsePermissions('Analytik, reports ,EXPORT')).toEqual(['analytik', 'reports', 'export']);
    expect(parsePermissions('analytik')).toEqual(['analytik']);
  });

  it('drops empty names and repeats', () => {
    expect(parsePermissions(' ,analytik,, ANALYTIK ,')).toEqual(['analytik']);
    expect(parsePermissions('')).toEqual([]);
  });

  it('gives no permissions for a claim that is not a string', () => {
    expect(parsePermissions(undefined)).toEqual([]);
    expect(parsePermissions(null)).toEqual([]);
    expect(parsePermissions(['analytik'])).toEqual([]);
    expect(parsePermissions(42)).toEqual([]);
  });
});

describe('permissionsFromClaims', () => {
  it('reads the custom:permissions claim of the ID token', () => {
    expect(permissionsFromClaims({ sub: 'u1', 'custom:permissions': 'ANALYTIK,other' })).toEqual([
      'analytik',
      'other',
    ]);
  });

  it('gives no permissions when the token cannot be read or has no claim', () => {
    expect(permissionsFromClaims(undefined)).toEqual([]);
    expect(permissionsFromClaims('not-a-token')).toEqual([]);
    expect(permissionsFromClaims({ sub: 'u1' })).toEqual([]);
  });
});

describe('hasAnalytik', () => {
  it('needs the analytik entry, case-insensitively (SPEC §6)', () => {
    expect(hasAnalytik(parsePermissions(' AnalytiK '))).toBe(true);
    expect(hasAnalytik(parsePermissions('analytics,analytik-read'))).toBe(false);
    expect(hasAnalytik([])).toBe(false);
    expect(hasPermission(['export'], ' Export ')).toBe(true);
  });
});
