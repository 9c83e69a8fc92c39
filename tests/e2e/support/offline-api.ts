import type { Page } from '@playwright/test';
import type { Fault, FaultSpecInput } from '../../../mocks/faults/fault-table';

/**
 * The offline API's controls from a journey. The offline API lives in the page (a service worker
 * and the page's memory), so these act on a page that has loaded the app.
 */
export interface OfflineApiControl {
  /** Arms faults (mocks/faults/fault-table.ts): `faults({ operationId: 'getPractices', status: 503, times: 1 })`. */
  faults: (faults: FaultSpecInput | FaultSpecInput[]) => Promise<Fault[]>;
  /** What is still armed, with the calls left. */
  armedFaults: () => Promise<Fault[]>;
  clearFaults: () => Promise<void>;
}

export const offlineApiControl = (page: Page): OfflineApiControl => {
  // Through the page's fetch, as a person's curl or console would: the same control, the same checks.
  const callControl = (method: string, body?: unknown) =>
    page.evaluate(
      async ({ method, body }) => {
        const response = await fetch('/api/__offline/faults', {
          method,
          headers: { 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        if (!response.ok) throw new Error(`fault control: ${response.status} ${await response.text()}`);
        return response.status === 204 ? [] : ((await response.json()) as unknown);
      },
      { method, body },
    ) as Promise<Fault[]>;
  return {
    faults: (faults) => callControl('POST', faults),
    armedFaults: () => callControl('GET'),
    clearFaults: async () => {
      await callControl('DELETE');
    },
  };
};
