import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { csvDay } from '@/utils/csv';
import type { SaveFile } from '@/utils/save-file';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { findPractice } from '../../../../mocks/db/practices';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { readCsv } from '../../../../tests/utils/read-csv';
import { layoutForFocus, openedDialog } from '../../../../tests/utils/dialogs';
import { signInAs } from '../../../../tests/utils/session';
import {
  bodyRows as rowsOf,
  cellsOf,
  currentUrl,
  shownPatients,
} from '../../../../tests/utils/table-reading';
import { ConsentRegister } from './consent-register';

layoutForFocus();

beforeEach(() => {
  signInAs('clinic');
});

const PRACTICE = findPractice(HISTORY_PRACTICE.id)!;

const renderRegister = ({
  path = '/communications/consent',
  locale = 'en',
  canManage = true,
}: { path?: string; locale?: 'en' | 'fr'; canManage?: boolean } = {}) => {
  const saveFile = vi.fn<SaveFile>();
  const rendered = renderWithFeedback(
    <ConsentRegister practice={PRACTICE} canManage={canManage} saveFile={saveFile} />,
    { path, locale },
  );
  return { ...rendered, saveFile };
};

const lapsingTable = () =>
  screen.getByRole('table', {
    name: /Implied consent lapsing soon|Consentements tacites qui échoient bientôt/,
  });
const bodyRows = () => rowsOf(lapsingTable());
const shownTotal = shownPatients;
/** The figure of a row (channel – category) and standing of the counts: 0 express, 1 implied… */
const countOf = (rowName: string, column: number) => {
  const table = screen.getByRole('table', { name: /Patients by consent|Patients selon leur consentement/ });
  const row = within(table).getByRole('row', { name: new RegExp(`^${rowName}`) });
  return Number((within(row).getAllByRole('cell')[column]?.textContent ?? '').replace(/\D/g, ''));
};

describe('ConsentRegister', () => {
  it('says what the law asks, counts the patients and lists the consents lapsing soon', async () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Consent register' })).toBeInTheDocument();
    expect(screen.getByText(/implied by a visit, which lasts two years/)).toBeInTheDocument();
    expect(await shownTotal()).toBeGreaterThan(0);
    await screen.findByRole('table', { name: 'Patients by consent, today' });
    expect(countOf('SMS – Recalls', 1)).toBeGreaterThan(1000);
    const headers = within(lapsingTable())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Patient', 'Last visit', 'Lapses on', 'Channels', 'Action']);
    for (const row of bodyRows()) {
      const [patient, lastVisit, lapsesOn, channels] = cellsOf(row);
      expect(patient).toMatch(/^.+File \S+$/);
      expect(lastVisit).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2024$/);
      expect(lapsesOn).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 202[67]$/);
      expect(channels).toMatch(/^(SMS|Email)( and (SMS|Email))?$/);
    }
  });

  it('reads in French, with the CRTC’s words', async () => {
    renderRegister({ locale: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registre des consentements' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Patients selon leur consentement, aujourd’hui' });
    expect(within(table).getByRole('columnheader', { name: 'Consentement exprès' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Consentement tacite' })).toBeInTheDocument();
    await shownTotal();
    expect(cellsOf(bodyRows()[0]!)[0]).toMatch(/Dossier \S+$/);
  });

  it('records a patient’s express consent and takes them off the list', async () => {
    const user = userEvent.setup();
    renderRegister();
    const total = await shownTotal();
    await screen.findByRole('table', { name: 'Patients by consent, today' });
    // The patient may already have given one channel express consent (their other one lapses).
    const expressRecalls = () => countOf('SMS – Recalls', 0) + countOf('Email – Recalls', 0);
    const express = expressRecalls();
    const [name] = cellsOf(bodyRows()[0]!)[0]!.split('File');
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: `Record consent for ${name}` }));
    const dialog = await openedDialog('Record express consent to recalls');
    expect(within(dialog).getByText(/Wording version 2026-11/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    for (const box of within(dialog).getAllByRole('checkbox'))
      if (box.matches(':checked')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Choose at least one channel.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'SMS' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Express consent recorded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Both reads are asked again after the record: on a loaded machine, each in its own time.
    await waitFor(() => expect(expressRecalls()).toBeGreaterThan(express), { timeout: 5_000 });
    await waitFor(async () => expect(await shownTotal()).toBe(total - 1), { timeout: 5_000 });
  });

  it('offers no record button to those who only read', async () => {
    renderRegister({ canManage: false });
    await shownTotal();
    const headers = within(lapsingTable())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).not.toContain('Action');
    expect(screen.queryByRole('button', { name: /Record consent/ })).not.toBeInTheDocument();
  });

  it('keeps the page in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderRegister({ path: '/communications/consent?pageSize=25' });
    const total = await shownTotal();
    expect(bodyRows()).toHaveLength(Math.min(25, total));
    await user.click(screen.getByRole('button', { name: /Next page/ }));
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/consent?page=2&pageSize=25'));
  });

  it('exports every record in the language shown, named after the practice’s day', async () => {
    const user = userEvent.setup();
    const { saveFile } = renderRegister({ locale: 'fr' });
    await screen.findByRole('table', { name: 'Patients selon leur consentement, aujourd’hui' });
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = saveFile.mock.calls[0]!;
    expect(name).toBe(`registre-consentements-${csvDay(Date.now(), PRACTICE.timezone)}.csv`);
    const file = readCsv(await blob.text(), ';');
    expect(file.header).toEqual([
      'Numéro de dossier',
      'Prénom',
      'Nom de famille',
      'Canal',
      'Catégorie',
      'Fondement',
      'Source',
      'Enregistré le',
      'Valide jusqu’au',
      'Version du libellé',
      'Langue',
      'Enregistré par',
    ]);
    const implied = file.records.find((row) => row[5] === 'Tacite')!;
    expect(implied.slice(6, 9)).toEqual([
      'Visite',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      expect.stringMatching(/ 00:00$/),
    ]);
    expect(implied[11]).toBe('Système');
  });

  it('says a failed load in place and loads again on demand', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getConsentRegister', status: 503, times: 3 });
    renderRegister();
    expect(await screen.findByText(/An error has occurred on our servers/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Patients by consent, today' })).toBeInTheDocument();
  });
});
