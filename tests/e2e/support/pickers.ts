import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * Chooses in an administration picker: types the search, waits until the list shows only the
 * match (the server's answer: the picker searches once typing pauses), then takes it with the
 * keyboard, as the picker's keyboard users do. A click chose nothing twice on loaded runners
 * (clinic groups, users) and once on a quiet machine: the list was still open on the match, the
 * click had reached no option, and the form refused an empty choice. Playwright clicks within
 * milliseconds of the list settling, and the list is a floating element that follows the page
 * around it; arrow and Enter do not depend on where it is drawn. The caller checks that the choice
 * took (the field's value, or the chosen list), so a lost choice fails there, not at a snackbar.
 * `whileOpen` looks at the page while the list shows the match (at 375 px, the open list).
 */
export const pickOption = async (
  scope: Locator,
  combobox: Locator,
  search: string,
  option: RegExp,
  whileOpen?: () => Promise<void>,
) => {
  await combobox.fill(search);
  const list = scope.getByRole('listbox');
  await expect(list.getByRole('option')).toHaveText([option]);
  await whileOpen?.();
  const id = await list.getByRole('option', { name: option }).getAttribute('id');
  await combobox.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-activedescendant', id ?? '');
  await combobox.press('Enter');
};
