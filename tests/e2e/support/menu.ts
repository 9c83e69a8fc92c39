import type { Page } from '@playwright/test';
import { settleAnimations } from './axe';
import { expect } from './test';

/**
 * Picks an item of the menu just opened, once the menu has finished sliding in, as a person
 * does. Playwright waits for the item to hold still over two frames, and the slide takes about
 * 400 ms (the item "not stable" four times in a trace); on a busy machine two frames can show
 * the same place mid-slide. A click then landed beside the item: the menu stayed open and the
 * placeholder was never inserted (message-templates, a CI run of issue 23).
 */
export const pickMenuItem = async (page: Page, name: string): Promise<void> => {
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  await settleAnimations(page);
  await item.click();
};
