/** The benchmark reporter shows means and percentiles; the median, which the budgets speak of, is printed too. */
export const printMedians = (
  title: string,
  names: string[],
  results: { get(name: string): { latency: { p50?: number } } },
): void => {
  const lines = names.map(
    (name) => `  ${name}: median ${(results.get(name).latency.p50 ?? NaN).toFixed(2)} ms`,
  );
  console.log(`${title}\n${lines.join('\n')}`);
};
