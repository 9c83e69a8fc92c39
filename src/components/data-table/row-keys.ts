/**
 * React keys for the rows of one rendering of a list. An answer may give two records one id, or
 * a daily series the same day twice (a contract does not forbid it, and a mock built from it does
 * so): rows sharing a key may be dropped or repeated by React. A repeated key gets its rank, the
 * first keeping its own so that rows keep their identity from one answer to the next.
 */
export const rowKeys = () => {
  const seen = new Map<string, number>();
  return (key: string | number): string | number => {
    const rank = (seen.get(String(key)) ?? 0) + 1;
    seen.set(String(key), rank);
    return rank === 1 ? key : `${key}#${rank}`;
  };
};
