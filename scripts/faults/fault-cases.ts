import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { operations } from '@/api/generated/operations';
import type { FaultSpecInput } from '../../mocks/faults/fault-table';
import { OFFLINE_API_PREFIX } from '../../mocks/config';
import { server } from '../../mocks/node';
import { clearFaults, injectFaults } from '../../mocks/faults/offline-faults';
import type { FaultCell, ReadFault, WriteFault } from './covers-faults';

/** A field error of a 400, as the API names it. */
export interface InjectedFieldError {
  field: string;
  message: string;
}

/**
 * The offline API's fault for a cell of the matrix, until cleared. The timeout holds the call a
 * moment and answers 504 (the client's own limit, 30 s, is too long for a unit test).
 */
export const faultFor = (
  operationId: string,
  cell: FaultCell,
  errors?: InjectedFieldError[],
): FaultSpecInput => {
  switch (cell) {
    case 'status-500':
      return { operationId, status: 500 };
    case 'status-409':
      return { operationId, status: 409 };
    case 'status-400':
      return { operationId, status: 400, ...(errors ? { errors } : {}) };
    case 'network':
      return { operationId, kind: 'network' };
    case 'timeout':
      return { operationId, kind: 'timeout', delayMs: 20 };
    case 'malformed':
      return { operationId, kind: 'malformed' };
  }
};

/** What an arm of the fault may cost the screen in messages, by kind (src/lib/errors/api-error-messages.ts). */
const READ_FAILURE: Record<ReadFault, RegExp> = {
  'status-500': /server|could not|went wrong/i,
  network: /network|could not|went wrong/i,
  timeout: /server|took too long|could not|went wrong/i,
  malformed: /unexpected answer|could not|went wrong/i,
};

export interface ReadCase {
  operationId: string;
  /** Renders the screen (the fault is armed before). */
  render: () => unknown;
  /** What the user does for the screen to call the operation (an export's button), when loading it does not. */
  trigger?: (user: UserEvent) => Promise<unknown>;
  /** Resolves once the data of the operation shows. */
  data: () => Promise<unknown>;
  /** The failure's text, when the screen words it itself. */
  failure?: RegExp;
}

const retryButtons = () => screen.queryAllByRole('button', { name: /^(Try again|Réessayer)$/ });

/**
 * A read that fails is said in place, in a message bar where its data would be, with a
 * "Try again" that brings the data once the backend is well again.
 */
export const proveReadRecovers = async (
  { operationId, render, trigger, data, failure }: ReadCase,
  cell: ReadFault,
): Promise<void> => {
  const user = userEvent.setup();
  await injectFaults(faultFor(operationId, cell));
  render();
  await trigger?.(user);
  const [retry] = await screen.findAllByRole('button', { name: 'Try again' });
  const bar = retry!.closest<HTMLElement>('.fui-MessageBar');
  expect(bar, 'the failure shows in a message bar with its retry').not.toBeNull();
  expect(within(bar!).getByText(failure ?? READ_FAILURE[cell])).toBeVisible();
  await clearFaults();
  // A screen that calls the operation in two places shows the failure in both.
  for (const button of retryButtons()) await user.click(button);
  await data();
  await waitFor(() => expect(retryButtons()).toHaveLength(0));
};

/** Runs `act` and waits until it has called the operation: the screen's own checks must not be what answers. */
export const expectSent = async (operationId: string, act: () => Promise<unknown>): Promise<void> => {
  const operation = operations.find((candidate) => candidate.operationId === operationId)!;
  let sent = false;
  const listen = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.slice(OFFLINE_API_PREFIX.length);
    if (request.method.toLowerCase() === operation.method && operation.pattern.test(path)) sent = true;
  };
  server.events.on('request:start', listen);
  try {
    await act();
    await waitFor(() => expect(sent, `${operationId} was called`).toBe(true));
  } finally {
    server.events.removeListener('request:start', listen);
  }
};

/** The sentence of the injected 400: the form must show it at the field it names. */
export const FIELD_REFUSAL = 'Refused by the server: check this value.';

export interface WriteCase {
  operationId: string;
  /** Renders the screen, opens the form and types in it: the form, and a check that all of it is still there. */
  fill: (user: UserEvent) => Promise<{ form: HTMLElement; kept: () => void }>;
  /** Sends the form. */
  submit: (user: UserEvent, form: HTMLElement) => Promise<unknown>;
  /** The field a 400 names: its name in the API, and the control the form shows it at. */
  field?: {
    name: string;
    control: (form: HTMLElement) => HTMLElement;
    /** What the form says at the field, when it words the refusal itself rather than showing the server's sentence. */
    said?: string | RegExp;
  };
  /** Where the form says a failure, when not in itself (a modal alert dialog of the screen). */
  failureIn?: (form: HTMLElement) => Promise<HTMLElement>;
}

/**
 * A write that fails keeps everything typed, and says so in the form: a 400's field error at
 * the field it names, any other failure in an alert of the form (not only a snackbar).
 */
export const proveWriteKeepsInput = async (
  { operationId, fill, submit, field, failureIn }: WriteCase,
  cell: WriteFault,
): Promise<void> => {
  const user = userEvent.setup();
  const { form, kept } = await fill(user);
  const errors = field ? [{ field: field.name, message: FIELD_REFUSAL }] : undefined;
  await injectFaults(faultFor(operationId, cell, errors));
  // The form's own checks must not be what answers: the call has to reach the API and fail there.
  await expectSent(operationId, () => submit(user, form));
  if (cell === 'status-400') {
    if (!field) throw new Error(`${operationId}: a 400 names a field; say which`);
    expect((await within(form).findAllByText(field.said ?? FIELD_REFUSAL))[0]).toBeVisible();
    await waitFor(() => expect(field.control(form)).toHaveAttribute('aria-invalid', 'true'));
  } else {
    // An alert of the form, or the field the conflict is about (a 409 on a name already taken).
    const said = failureIn
      ? await failureIn(form)
      : await waitFor(() => {
          const found =
            within(form).queryAllByRole('alert')[0] ??
            form.querySelector<HTMLElement>('[aria-invalid="true"]')?.closest<HTMLElement>('.fui-Field');
          if (!found) throw new Error('The form says nothing of the failure');
          return found;
        });
    expect(said.textContent?.trim()).not.toBe('');
  }
  kept();
};
