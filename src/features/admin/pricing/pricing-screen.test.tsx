import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost } from '@/components/feedback/feedback-host';
import { SessionProvider } from '@/lib/session/session-provider';
import { resetDatabase } from '../../../../mocks/db/database';
import { pricingFiles } from '../../../../mocks/db/pricing';
import { server } from '../../../../mocks/node';
import { fakeSessionAuth } from '../../../../tests/utils/fake-session-auth';
import { injectFaults } from '../../../../tests/utils/offline-faults';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { PricingPage } from './pricing-page';
import { PricingScreen } from './pricing-screen';
import { layoutForFocus, openedDialog } from '../../../../tests/utils/dialogs';
import { pickedFile, readMultipartInTest } from '../../../../tests/utils/picked-files';
import type { SaveFile } from './save-file';

/** Bytes that are not valid UTF-8: a round trip through text would not give them back. */
const BINARY = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe, 0x80, 0x0a, 0xc3, 0x28]);

const renderScreen = ({ locale = 'en' }: { locale?: 'en' | 'fr' } = {}) => {
  const saveFile = vi.fn<SaveFile>();
  renderWithProviders(
    <>
      <PricingScreen readOnly={false} saveFile={saveFile} />
      <FeedbackHost />
    </>,
    { locale },
  );
  return { saveFile };
};

const count = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const stored = (filename: string) => pricingFiles.findFirst((q) => q.where({ filename }));

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

beforeEach(async () => {
  // Each test starts from the seeded files, whatever the one before uploaded or deleted.
  await resetDatabase();
  signInAs('sysadmin');
  window.history.replaceState(null, '', '/admin/pricing');
});

// Fluent's dialogs need layout to put the focus inside (tests/utils/dialogs.ts).
layoutForFocus();

describe('PricingScreen', () => {
  it('lists the files newest year first, a page at a time, and filters them by year, group and provider', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(await count('26 pricing files')).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    expect(rows()[0]).toHaveTextContent(/^2026ACDQAssurancesguide-tarifs-acdq-2026\.csv/);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    const filters = screen.getByRole('form', { name: 'Filter the pricing files' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Year' }), '2025');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Group' }), 'ACDQ');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Provider' }), 'RAMQ');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));

    expect(await count('2 pricing files')).toBeInTheDocument();
    expect(rows().map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'tarifs-acdq-ramq-2025.csv',
      'tarifs-acdq-ramq-2025.pdf',
    ]);
    expect(new URLSearchParams(window.location.search).toString()).toBe('year=2025&group=ACDQ&provider=RAMQ');

    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await count('26 pricing files')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('reads its filters from the address, and says when they find nothing', async () => {
    window.history.replaceState(null, '', '/admin/pricing?year=2024&group=nbds');
    renderScreen();
    expect(
      await screen.findByText('No pricing file matches these filters.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Group' })).toHaveValue('nbds');
  });

  it('hands the downloaded blob to the saving function under the name of its Content-Disposition', async () => {
    const user = userEvent.setup();
    const { saveFile } = renderScreen();
    await count('26 pricing files');
    await user.click(screen.getByRole('button', { name: 'Download guide-tarifs-acdq-2026.csv' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, filename] = saveFile.mock.calls[0]!;
    expect(filename).toBe('guide-tarifs-acdq-2026.csv');
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toMatch(/^code,description,honoraires\r\n01103,Examen complet,/);
  });

  it('says so when the list cannot be loaded, and loads it again on request', async () => {
    // The client tries a list three times (SPEC §9) before giving up.
    await injectFaults({ operationId: 'getPricingFiles', status: 503, times: 3 });
    const user = userEvent.setup();
    renderScreen();
    expect(
      await screen.findByText(
        'The pricing files could not be loaded. Please try again later.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await count('26 pricing files')).toBeInTheDocument();
  });

  it('asks before deleting a file, and deletes it only once confirmed', async () => {
    const user = userEvent.setup();
    renderScreen();
    await count('26 pricing files');
    const remove = () => user.click(screen.getByRole('button', { name: 'Delete tarifs-acdq-ramq-2026.pdf' }));

    await remove();
    let dialog = await screen.findByRole('dialog', { name: 'Delete tarifs-acdq-ramq-2026.pdf?' });
    expect(dialog).toHaveTextContent(
      'The pricing file tarifs-acdq-ramq-2026.pdf of 2026, ACDQ, RAMQ will be deleted.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored('tarifs-acdq-ramq-2026.pdf')).toBeDefined();

    await remove();
    dialog = await screen.findByRole('dialog', { name: 'Delete tarifs-acdq-ramq-2026.pdf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('The pricing file tarifs-acdq-ramq-2026.pdf has been deleted.'),
    ).toBeVisible();
    expect(await count('25 pricing files')).toHaveFocus();
    expect(stored('tarifs-acdq-ramq-2026.pdf')).toBeUndefined();
    expect(
      screen.queryByRole('button', { name: 'Delete tarifs-acdq-ramq-2026.pdf' }),
    ).not.toBeInTheDocument();
  });
});

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

describe('PricingPage', () => {
  it('shows sys-admin-read every file and the downloads, with no control that changes anything', async () => {
    const fake = fakeSessionAuth();
    fake.signIn('readonly');
    const memory = { read: () => undefined, write: () => undefined };
    renderWithProviders(
      <SessionProvider auth={fake.auth} memory={memory}>
        <PricingPage />
      </SessionProvider>,
    );
    expect(await count('26 pricing files')).toBeInTheDocument();
    expect(screen.getByText(/^Read-only access/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload a pricing file' })).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderScreen({ locale: 'fr' });
    expect(await count('26 fichiers de tarification')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fichiers de tarification' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger tarifs-acdq-ramq-2026.pdf' })).toBeInTheDocument();
  });
});
