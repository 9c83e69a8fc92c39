import type { Fault, FaultSpecInput } from './fault-table';

/**
 * Arms faults in the offline API (msw/node) through its control, as a person or a browser test
 * does: `await injectFaults({ operationId: 'getPractices', status: 503, times: 1 })`.
 * The unit tests and the fault matrix (scripts/faults/) arm faults with it; it lives beside the
 * fault table rather than in tests/ because scripts may import mocks/ but not tests/.
 * tests/setup/vitest.setup.ts clears them after every test.
 */
export const injectFaults = async (faults: FaultSpecInput | FaultSpecInput[]): Promise<Fault[]> => {
  const response = await fetch('http://localhost/api/__offline/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!response.ok) throw new Error(`The offline API refused the faults: ${await response.text()}`);
  return (await response.json()) as Fault[];
};

/** Clears every armed fault, as `offlineApi.faults.clear()` does: the backend is well again. */
export const clearFaults = async (): Promise<void> => {
  const response = await fetch('http://localhost/api/__offline/faults', { method: 'DELETE' });
  if (!response.ok) throw new Error(`The offline API did not clear its faults: ${await response.text()}`);
};
