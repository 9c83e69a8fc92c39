import { afterAll, describe, expect, it } from 'vitest';
import { resetDatabase, seedDatabase, takeSnapshot } from './database';
import { deploymentGroups } from './administration';
import { loadTrustedRecords } from './bulk-load';
import { communicationHistory } from './communication';
import { applyExtremeSeed } from './extreme-seeds';

const contents = () => JSON.stringify(takeSnapshot());

describe('the seeded snapshot', () => {
  afterAll(() => resetDatabase());

  it('loads into exactly the database that seeding makes', async () => {
    const loaded = contents();
    await seedDatabase();
    expect(contents()).toBe(loaded);
  });

  it('gives records that can be found, updated and deleted like created ones', async () => {
    await resetDatabase();
    const before = deploymentGroups.count();
    const group = deploymentGroups.findFirst((q) => q.where({ id: 2 }));
    expect(group).toBeDefined();
    await deploymentGroups.update((q) => q.where({ id: 2 }), {
      data: (draft) => void (draft.releaseName = '2099.01.0'),
    });
    expect(deploymentGroups.findFirst((q) => q.where({ id: 2 }))?.releaseName).toBe('2099.01.0');
    expect(deploymentGroups.count()).toBe(before);
    deploymentGroups.delete((q) => q.where({ id: 2 }));
    expect(deploymentGroups.count()).toBe(before - 1);

    await resetDatabase();
    expect(deploymentGroups.findFirst((q) => q.where({ id: 2 }))?.releaseName).toBe(group?.releaseName);
  });

  describe('the history, which a reset keeps loaded while nothing touches it', () => {
    const seeded = () => JSON.stringify(takeSnapshot().collections['communicationHistory']);
    const first = () => communicationHistory.all()[0]!;

    it('is the same rows after a reset when nothing wrote it', async () => {
      await resetDatabase();
      const row = first();
      await resetDatabase();
      expect(first()).toBe(row);
    });

    const touches: [string, () => Promise<unknown> | void][] = [
      [
        'a row created',
        () => communicationHistory.create({ ...first(), id: '00000000-0000-4000-8000-000000000001' }),
      ],
      [
        'a row updated',
        () =>
          communicationHistory.update((q) => q.where({ id: first().id }), {
            data: (draft) => void (draft.firstName = 'Touched'),
          }),
      ],
      ['a row deleted', () => void communicationHistory.delete((q) => q.where({ id: first().id }))],
      ['cleared', () => communicationHistory.clear()],
      ['loaded with other rows', () => loadTrustedRecords(communicationHistory, [])],
      ['changed in place by the longest extreme seed', () => applyExtremeSeed('longest')],
    ];

    it.each(touches)('is the seeded history again after a reset, once %s', async (_, touch) => {
      await resetDatabase();
      const before = seeded();
      await touch();
      expect(seeded()).not.toBe(before);
      await resetDatabase();
      expect(seeded()).toBe(before);
    });
  });
});
