/**
 * The code every signed-in screen needs whoever signs in: the session's loading, the layout and
 * its texts, the feedback area. Their owners name them here (the app and the session store, which
 * the sign-in form may not import) and the sign-in form starts their downloads while the person
 * types: after the click, they were fetched and run one after the other, about half a second at
 * a front desk's speed (docs/decisions/026).
 */
const loaders = new Set<() => Promise<unknown>>();

export const loadOnSignIn = (load: () => Promise<unknown>): void => {
  loaders.add(load);
};

/** Starts every download named above (idempotent: a module is fetched once); failures wait for their use. */
export const preloadSignedInCode = (): void => {
  for (const load of loaders) load().catch(() => undefined);
};
