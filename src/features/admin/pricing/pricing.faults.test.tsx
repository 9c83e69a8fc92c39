import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openedDialog } from '../../../../tests/utils/dialogs';
import { clearFaults, injectFaults } from '../../../../mocks/faults/offline-faults';
import { pickedFile, readMultipartInTest } from '../../../../tests/utils/picked-files';
import { expectSnackbar, snackbarsShowing } from '../../../../tests/utils/snackbars';
import { coversActionFaults, coversFaults, WRITE_FAULTS } from '../../../../scripts/faults/covers-faults';
import { proveActionSaysFailure } from '../../../../scripts/faults/action-cases';
import { faultFor, proveWriteKeepsInput } from '../../../../scripts/faults/fault-cases';
import { count, renderScreen, setUpPricingTests, stored } from './pricing.test-support';

setUpPricingTests();

const FILE = 'tarifs-acdq-ramq-2026.pdf';

/** The snackbar that names the failure, as a place to find it. */
const snackbarSaying = async (text: string) => {
  await expectSnackbar(text);
  return snackbarsShowing(text)[0]!;
};

// A contract-breaking answer cannot happen here: the answer is the file's bytes (the matrix says why).
describe.each(['status-500', 'network', 'timeout'] as const)('downloading a pricing file on %s', (fault) => {
  it('says the file could not be downloaded, and a second click downloads it', async () => {
    coversFaults('adminPricing', 'downloadPricingFile', ['status-500', 'network', 'timeout']);
    const user = userEvent.setup();
    const { saveFile } = renderScreen();
    await count('26 pricing files');
    await injectFaults(faultFor('downloadPricingFile', fault));
    const download = screen.getByRole('button', { name: `Download ${FILE}` });
    await user.click(download);
    await expectSnackbar(`The pricing file ${FILE} could not be downloaded. Please try again later.`);
    expect(saveFile).not.toHaveBeenCalled();
    await clearFaults();
    await user.click(download);
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(saveFile.mock.calls[0]![1]).toBe(FILE);
  });
});

describe.each(['status-500', 'network'] as const)('deleting a pricing file on %s', (fault) => {
  it('says the file could not be deleted, and it stays listed', async () => {
    coversActionFaults('adminPricing', 'deletePricingFile', ['status-500', 'network']);
    await proveActionSaysFailure(
      {
        operationId: 'deletePricingFile',
        open: async () => {
          renderScreen();
          await count('26 pricing files');
        },
        act: async (user) => {
          await user.click(screen.getByRole('button', { name: `Delete ${FILE}` }));
          const dialog = await openedDialog(`Delete ${FILE}?`);
          await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
        },
        said: () => snackbarSaying(`The pricing file ${FILE} could not be deleted. Please try again later.`),
        unchanged: () => {
          expect(screen.getByRole('button', { name: `Delete ${FILE}` })).toBeVisible();
          expect(screen.getByText('26 pricing files')).toBeVisible();
          expect(stored(FILE)).toBeDefined();
        },
      },
      fault,
    );
  });
});

describe.each(WRITE_FAULTS)('uploading a pricing file on %s', (fault) => {
  beforeEach(() => readMultipartInTest());

  it('keeps the year, group, provider and file, and says the failure in the dialog', async () => {
    coversFaults('adminPricing', 'uploadPricingFile', WRITE_FAULTS);
    const textbox = (form: HTMLElement, label: RegExp) => within(form).getByRole('textbox', { name: label });
    await proveWriteKeepsInput(
      {
        operationId: 'uploadPricingFile',
        fill: async (user) => {
          renderScreen();
          await count('26 pricing files');
          await user.click(screen.getByRole('button', { name: 'Upload a pricing file' }));
          const form = await openedDialog('Upload a pricing file');
          await user.clear(textbox(form, /^Year/));
          await user.type(textbox(form, /^Year/), '2026');
          await user.type(textbox(form, /^Group/), 'ODA');
          await user.type(textbox(form, /^Provider/), 'OHIP');
          await user.upload(
            within(form).getByLabelText('File', { selector: 'input' }),
            pickedFile(['%PDF-1.7'], 'oda-2026.pdf', 'application/pdf'),
          );
          return {
            form,
            kept: () => {
              expect(textbox(form, /^Year/)).toHaveValue('2026');
              expect(textbox(form, /^Group/)).toHaveValue('ODA');
              expect(textbox(form, /^Provider/)).toHaveValue('OHIP');
              expect(within(form).getByText(/^oda-2026\.pdf/)).toBeVisible();
            },
          };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Upload' })),
        field: { name: 'group', control: (form) => textbox(form, /^Group/) },
      },
      fault,
    );
    expect(stored('oda-2026.pdf')).toBeUndefined();
  }, 60_000);
});
