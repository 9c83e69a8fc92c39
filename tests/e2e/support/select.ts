import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * The largest number among a select's options, once it has some. The year select appears only
 * after the metrics' years have arrived: reading its options as soon as the heading shows read
 * none on a loaded machine (Math.max of nothing, "-Infinity", an option never found).
 */
export const largestOption = async (select: Locator): Promise<string> => {
  const options = select.locator('option');
  await expect(options.first()).toBeAttached();
  const values = (await options.allTextContents()).map(Number);
  expect(values.every(Number.isFinite), `numbers among ${values.join(', ')}`).toBe(true);
  return String(Math.max(...values));
};
