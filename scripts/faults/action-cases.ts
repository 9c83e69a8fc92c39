import userEvent, { type UserEvent } from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { injectFaults } from '../../mocks/faults/offline-faults';
import type { WriteFault } from './covers-faults';
import { expectSent, faultFor, FIELD_REFUSAL } from './fault-cases';

export interface ActionCase {
  operationId: string;
  /** Renders the screen until the item acted on shows. */
  open: (user: UserEvent) => Promise<unknown>;
  /** What the person does: the click, and the confirmation when the screen asks for one. */
  act: (user: UserEvent) => Promise<unknown>;
  /** Waits for the failure said where the person looks (the dialog kept open, or a snackbar naming it); returns where. */
  said: () => Promise<HTMLElement>;
  /** The item as it was before: still listed, same flag, same state. */
  unchanged: () => void;
  /** The field a 400 names, as the API names it (e.g. `practices.0`), when the contract allows one. */
  field?: string;
}

/**
 * A one-click write that fails (nothing typed, so nothing to lose) says so where the person
 * looks, and leaves the item on screen as it was: no optimistic change left behind.
 */
export const proveActionSaysFailure = async (
  { operationId, open, act, said, unchanged, field }: ActionCase,
  cell: WriteFault,
): Promise<void> => {
  const user = userEvent.setup();
  await open(user);
  await waitFor(unchanged);
  const errors = field ? [{ field, message: FIELD_REFUSAL }] : undefined;
  await injectFaults(faultFor(operationId, cell, errors));
  await expectSent(operationId, () => act(user));
  const where = await said();
  expect(where.textContent?.trim(), 'the failure is said in words').not.toBe('');
  // A screen that changed the item before the answer puts it back once the failure is known.
  await waitFor(unchanged);
};
