import { Collection } from '@msw/data';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPersistence } from './persistence';

const schema = z.object({ id: z.number(), name: z.string() });

describe('offline database persistence', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves a written collection and puts it back in a fresh database', async () => {
    const before = new Collection({ schema });
    const persistence = createPersistence(window.localStorage);
    persistence.track('groups', before);
    await before.create({ id: 1, name: 'Pilote' });
    await before.update((q) => q.where({ id: 1 }), { data: (group) => void (group.name = 'Pilote 2') });
    persistence.flush();

    const after = new Collection({ schema });
    await after.create({ id: 1, name: 'seeded' });
    expect(await createPersistence(window.localStorage).restore('groups', after)).toBe(true);
    expect(after.all()).toEqual([{ id: 1, name: 'Pilote 2' }]);
  });

  it('saves a change at once when the page is left before its timer ran', async () => {
    const collection = new Collection({ schema });
    createPersistence(window.localStorage).track('groups', collection);
    await collection.create({ id: 1, name: 'confirmed' });
    expect(window.localStorage.length).toBe(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.length).toBe(1);
  });

  it('leaves untouched collections to the seed', async () => {
    const collection = new Collection({ schema });
    await collection.create({ id: 1, name: 'seeded' });
    expect(await createPersistence(window.localStorage).restore('untouched', collection)).toBe(false);
    expect(collection.all()).toHaveLength(1);
  });

  it('does not save bulk work such as a reseed, and forgets everything on clear', async () => {
    const collection = new Collection({ schema });
    const persistence = createPersistence(window.localStorage);
    persistence.track('groups', collection);
    await persistence.withoutSaving(async () => {
      await collection.create({ id: 1, name: 'seeded' });
    });
    persistence.flush();
    expect(window.localStorage.length).toBe(0);

    await collection.create({ id: 2, name: 'written' });
    persistence.flush();
    expect(window.localStorage.length).toBe(1);
    persistence.clear();
    expect(window.localStorage.length).toBe(0);
  });
});
