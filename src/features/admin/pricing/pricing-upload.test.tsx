import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { openedDialog } from '../../../../tests/utils/dialogs';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { pickedFile, readMultipartInTest } from '../../../../tests/utils/picked-files';
import { count, renderScreen, setUpPricingTests, stored } from './pricing.test-support';

/** Bytes that are not valid UTF-8: a round trip through text would not give them back. */
const BINARY = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe, 0x80, 0x0a, 0xc3, 0x28]);

/** Every upload that reached the offline API during the test. */
const countUploads = () => {
  const uploads: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/finance/pricing'))
      uploads.push(request.url);
  };
  server.events.on('request:start', listener);
  return {
    uploads,
    stop: () => server.events.removeListener('request:start', listener),
  };
};

const openUpload = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Upload a pricing file' }));
  return openedDialog('Upload a pricing file');
};

const fillUpload = async (
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  { year = '2026', group, provider, file }: { year?: string; group: string; provider: string; file: File },
) => {
  const year$ = within(dialog).getByRole('textbox', { name: /^Year/ });
  await user.clear(year$);
  await user.type(year$, year);
  await user.type(within(dialog).getByRole('textbox', { name: /^Group/ }), group);
  await user.type(within(dialog).getByRole('textbox', { name: /^Provider/ }), provider);
  await user.upload(within(dialog).getByLabelText('File', { selector: 'input' }), file);
};

setUpPricingTests();

describe('uploading a pricing file', () => {
  beforeEach(() => readMultipartInTest());

  it('shows the progress of the upload, with nothing to change or close meanwhile', async () => {
    const user = userEvent.setup();
    renderScreen();
    await count('26 pricing files');
    // The offline API answers once the test has looked (the handler then falls through to it).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(http.post('*/api/finance/pricing', () => answered.then(() => undefined)));

    const dialog = await openUpload(user);
    await fillUpload(user, dialog, {
      group: 'ODA',
      provider: 'OHIP',
      file: pickedFile([BINARY], 'oda-2026.pdf', 'application/pdf'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    // jsdom's XMLHttpRequest reports the body sent only with the answer: the share stays at 0 here
    // (the browser journey sees it reach 100%).
    const progress = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(within(dialog).getByText('0% sent')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Uploading…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Group/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Upload a pricing file' })).toBeInTheDocument();

    act(() => answer());
    expect(
      await screen.findByText('The pricing file oda-2026.pdf has been uploaded for 2026, ODA, OHIP.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await count('27 pricing files')).toBeInTheDocument();
  });

  it('files the upload under its trimmed year, group and provider, and downloads the same bytes', async () => {
    const user = userEvent.setup();
    const { saveFile } = renderScreen();
    await count('26 pricing files');

    const dialog = await openUpload(user);
    await fillUpload(user, dialog, {
      group: ' AHDQ ',
      provider: 'Assurances',
      file: pickedFile([BINARY], 'Tarifs été 2026.pdf', 'application/pdf'),
    });
    expect(within(dialog).getByText('Tarifs été 2026.pdf (1 KB)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(
      await screen.findByText(
        'The pricing file Tarifs été 2026.pdf has been uploaded for 2026, AHDQ, Assurances.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await count('27 pricing files')).toBeInTheDocument();
    expect(stored('Tarifs été 2026.pdf')).toMatchObject({
      year: 2026,
      group: 'AHDQ',
      provider: 'Assurances',
    });

    await user.click(screen.getByRole('button', { name: 'Download Tarifs été 2026.pdf' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, filename] = saveFile.mock.calls[0]!;
    // The exact name comes from filename*; the plain filename is an ASCII fallback (Tarifs _t_ 2026.pdf).
    expect(filename).toBe('Tarifs été 2026.pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(BINARY);
  });

  it('refuses a file of another type, or over 20 MB, before sending anything', async () => {
    // Applying `accept` would keep the wrong file out of the picker; a person can still choose "All files".
    const user = userEvent.setup({ applyAccept: false });
    renderScreen();
    await count('26 pricing files');
    const { uploads, stop } = countUploads();

    const dialog = await openUpload(user);
    await fillUpload(user, dialog, {
      group: 'ODA',
      provider: 'OHIP',
      file: pickedFile(['<svg/>'], 'fees.svg', 'image/svg+xml'),
    });
    expect(
      await within(dialog).findByText('Choose a file of one of these types: PDF, Excel (.xlsx), CSV'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('button', { name: /^File/ })).toHaveAccessibleDescription(
      /Choose a file of one of these types/,
    );

    const tooBig = pickedFile([new Uint8Array(20 * 1024 * 1024 + 1)], 'fees.csv', 'text/csv');
    await user.upload(within(dialog).getByLabelText('File', { selector: 'input' }), tooBig);
    expect(
      await within(dialog).findByText('The file is too large: choose one of at most 20 MB'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    stop();
    expect(uploads).toEqual([]);
    expect(stored('fees.csv')).toBeUndefined();
  });

  it('keeps the chosen file when the connection drops, and sends it again without choosing it again', async () => {
    await injectFaults({ operationId: 'uploadPricingFile', kind: 'network', times: 1 });
    const user = userEvent.setup();
    renderScreen();
    await count('26 pricing files');
    const dialog = await openUpload(user);
    await fillUpload(user, dialog, {
      year: '2025',
      group: 'ODA',
      provider: 'OHIP',
      file: pickedFile(['code,fee\n01103,98\n'], 'ohip-extra.csv', 'text/csv'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file could not be sent: the connection was interrupted. It is still chosen: press Upload to try again.',
    );
    expect(within(dialog).getByText('ohip-extra.csv (1 KB)')).toBeInTheDocument();
    expect(stored('ohip-extra.csv')).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('The pricing file ohip-extra.csv has been uploaded for 2025, ODA, OHIP.'),
    ).toBeVisible();
    expect(stored('ohip-extra.csv')).toMatchObject({ year: 2025, group: 'ODA', provider: 'OHIP' });
  });

  it('says at the file when the same name is already filed there (409)', async () => {
    const user = userEvent.setup();
    renderScreen();
    await count('26 pricing files');
    const dialog = await openUpload(user);
    await fillUpload(user, dialog, {
      group: 'acdq',
      provider: 'ramq',
      file: pickedFile([BINARY], 'tarifs-acdq-ramq-2026.pdf', 'application/pdf'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText(
        'A file named tarifs-acdq-ramq-2026.pdf already exists for 2026, acdq, ramq: delete it first, or rename this one',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Group/ })).toHaveValue('acdq');
  });
});
