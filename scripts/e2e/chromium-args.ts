/**
 * How every browser of the suites and the budgets is launched: no sandbox (containers), no GPU,
 * no background traffic of its own (updates, sync, QUIC probes) during a measure or a journey.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
