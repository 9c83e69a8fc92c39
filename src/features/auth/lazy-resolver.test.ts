import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { username: string };

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values> = (values) => Promise.resolve({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the rules at the first validation only, then reuses them', async () => {
    const load = vi.fn(() => Promise.resolve(valid));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ username: 'clinic' }, undefined, options)).resolves.toEqual({
      values: { username: 'clinic' },
      errors: {},
    });
    await resolver({ username: 'sms' }, undefined, options);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries the load again after a failure (a chunk that did not arrive)', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(valid);
    const resolver = lazyResolver(load);
    await expect(resolver({ username: 'clinic' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ username: 'clinic' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
