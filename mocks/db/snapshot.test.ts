import { afterAll, describe, expect, it } from 'vitest';
import { resetDatabase, seedDatabase, takeSnapshot } from './database';
import { deploymentGroups } from './administration';

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
});
