import { describe, expect, it, vi } from 'vitest';
import { loadOnSignIn, preloadSignedInCode } from './signed-in-code';

describe('the code every signed-in screen needs', () => {
  it('starts every download its owners named, once each however often they named it', async () => {
    const layout = vi.fn(() => Promise.resolve('layout'));
    const session = vi.fn(() => Promise.resolve('session'));
    loadOnSignIn(layout);
    loadOnSignIn(session);
    loadOnSignIn(layout);
    preloadSignedInCode();
    expect(layout).toHaveBeenCalledTimes(1);
    expect(session).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it('leaves a failed download to the screen that needs it, without an unhandled failure', async () => {
    const dropped = vi.fn(() => Promise.reject(new Error('chunk not loaded')));
    loadOnSignIn(dropped);
    expect(() => preloadSignedInCode()).not.toThrow();
    expect(dropped).toHaveBeenCalled();
    // An unhandled rejection would fail this file.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
