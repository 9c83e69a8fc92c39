/** A fetch that never reached the server: browsers throw a TypeError with varying wording. */
export const isFetchFailure = (error: unknown): boolean =>
  error instanceof Error && error.name === 'TypeError' && /fetch|network|load failed/i.test(error.message);
