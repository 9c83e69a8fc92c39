import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GetPracticesResponse } from '@/api/generated/practices/practices.zod';
import { GetUserProfileResponse } from '@/api/generated/users/users.zod';
import { injectFaults } from './faults/offline-faults';
import { API, call, expectContract, expectProblem } from './handlers/api-test-client';
import { useOfflineDataMode } from './node';
import {
  offlineDataModeForPage,
  offlineDataModeFromEnv,
  parseOfflineDataMode,
  type OfflineDataMode,
} from './offline-data-mode';

describe('choosing the offline data', () => {
  it('reads seed, generated with its seed number, and the extreme variants', () => {
    expect(parseOfflineDataMode(undefined)).toEqual({ kind: 'seed' });
    expect(parseOfflineDataMode('seed', '7')).toEqual({ kind: 'seed' });
    expect(parseOfflineDataMode('generated')).toEqual({ kind: 'generated', seed: 1 });
    expect(parseOfflineDataMode('generated', '7')).toEqual({ kind: 'generated', seed: 7 });
    expect(parseOfflineDataMode('generated:patterns', '7')).toEqual({
      kind: 'generated',
      seed: 7,
      patterns: 'drawn',
    });
    expect(parseOfflineDataMode('extreme:longest')).toEqual({ kind: 'extreme', name: 'longest' });
  });

  it('refuses a mode, a seed or an extreme it does not know instead of showing the seed', () => {
    expect(() => parseOfflineDataMode('generatd')).toThrow(/Unknown offline data mode "generatd"/);
    expect(() => parseOfflineDataMode('generated', 'seven')).toThrow(/whole number/);
    expect(() => parseOfflineDataMode('generated', '1.5')).toThrow(/whole number/);
    expect(() => parseOfflineDataMode('extreme:huge')).toThrow(/extreme:<name>/);
  });

  it('reads OFFLINE_DATA and OFFLINE_SEED for the mock server', () => {
    expect(offlineDataModeFromEnv({ OFFLINE_DATA: 'generated', OFFLINE_SEED: '7' })).toEqual({
      kind: 'generated',
      seed: 7,
    });
    expect(offlineDataModeFromEnv({})).toEqual({ kind: 'seed' });
  });

  describe('in a tab', () => {
    beforeEach(() => window.sessionStorage.clear());
    afterEach(() => window.sessionStorage.clear());
    const page = (path: string) => new URL(path, 'http://localhost:5173');

    it('keeps the mode of the URL through navigation and reloads, until ?offline-data=seed', () => {
      const storage = window.sessionStorage;
      expect(offlineDataModeForPage(page('/login?offline-data=generated&seed=7'), storage)).toEqual({
        kind: 'generated',
        seed: 7,
      });
      expect(offlineDataModeForPage(page('/admin/practices'), storage)).toEqual({
        kind: 'generated',
        seed: 7,
      });
      expect(offlineDataModeForPage(page('/?offline-data=seed'), storage)).toEqual({ kind: 'seed' });
      expect(offlineDataModeForPage(page('/admin/practices'), storage)).toEqual({ kind: 'seed' });
    });

    it("starts from the dev server's default when the tab chose nothing", () => {
      expect(
        offlineDataModeForPage(page('/'), window.sessionStorage, { data: 'generated', seed: '3' }),
      ).toEqual({
        kind: 'generated',
        seed: 3,
      });
    });
  });
});

describe('the generated offline data', () => {
  let restore: (() => Promise<void>) | undefined;
  const inMode = (mode: OfflineDataMode) => {
    void restore?.();
    restore = useOfflineDataMode(mode);
  };
  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });

  const profile = async () =>
    expectContract(await call('/users/profile', { as: 'clinic' }), GetUserProfileResponse);
  const practices = async (query = '') =>
    expectContract(await call(`/practices${query}`, { as: 'sysadmin' }), GetPracticesResponse);

  it('gives the same answer to the same request, whatever was asked before', async () => {
    inMode({ kind: 'generated', seed: 7 });
    const first = await profile();
    await practices('?page=2');
    await practices();

    expect(await profile()).toEqual(first);
  });

  it('gives another world for another seed, and for another query', async () => {
    inMode({ kind: 'generated', seed: 7 });
    const seven = await practices();
    const sevenPageTwo = await practices('?page=2');
    inMode({ kind: 'generated', seed: 8 });

    expect(await practices()).not.toEqual(seven);
    expect(sevenPageTwo).not.toEqual(seven);
  });

  it('answers from the contract, not from the database', async () => {
    const seeded = await profile();
    inMode({ kind: 'generated', seed: 1 });

    expect((await profile()).id).not.toBe(seeded.id);
  });

  it('still checks the token and still fails on demand', async () => {
    inMode({ kind: 'generated', seed: 1 });
    await expectProblem(await fetch(`${API}/users/profile`), 401);
    await injectFaults({ operationId: 'getPractices', status: 503, times: 1 });

    await expectProblem(await call('/practices', { as: 'sysadmin' }), 503);
    await practices();
  });
});
