import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * Chooses in an administration picker as a person does: types the search, waits until the list
 * shows only the match, then clicks it. The picker searches the server once typing pauses, showing
 * the last answer narrowed meanwhile. A click within milliseconds of the typing, as the list moved
 * from one to the other, chose nothing twice on a loaded runner (clinic groups, then users): the
 * form then refused an empty choice. The caller checks that the choice took (the field's value, or
 * the chosen list), so a lost click fails there and not at a snackbar 15 s later.
 */
export const pickOption = async (scope: Locator, combobox: Locator, search: string, option: RegExp) => {
  await combobox.fill(search);
  const list = scope.getByRole('listbox');
  await expect(list.getByRole('option')).toHaveText([option]);
  await list.getByRole('option', { name: option }).click();
};
