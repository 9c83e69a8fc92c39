import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportPracticeGoals, saveGoals } from '@/api/generated/analytik/analytik';
import { getAuditLog } from '@/api/generated/audit/audit';
import type { SaveFile } from '@/utils/save-file';
import { currentYear } from '../../../../mocks/db/analytik-calendar';
import { resetDatabase } from '../../../../mocks/db/database';
import { CLINIC_ADMIN_PRACTICES } from '../../../../mocks/db/practice-directory';
import { readCsv } from '../../../../tests/utils/read-csv';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { GoalsScreen, type GoalsPractice } from './goals-screen';

const NEXT_YEAR = currentYear() + 1;
const plateau = CLINIC_ADMIN_PRACTICES[0]!;
const practices: GoalsPractice[] = [
  { id: plateau.id, name: plateau.name, canEdit: true, activeModules: ['Analytik'] },
];

const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

const exportGoals = async (locale: 'en' | 'fr', buttonName: string) => {
  const saveFile = vi.fn<SaveFile>();
  renderWithProviders(<GoalsScreen practices={practices} saveFile={saveFile} />, { locale });
  await userEvent.setup().click(await screen.findByRole('button', { name: buttonName }));
  await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  const [blob, name] = saveFile.mock.calls[0]!;
  const text = await textOf(blob);
  return { name, text, ...readCsv(text, locale === 'fr' ? ';' : ',') };
};

beforeEach(async () => {
  await resetDatabase();
  signInAs('clinic');
  window.history.replaceState(null, '', `/analytik/goals?year=${NEXT_YEAR}`);
  await saveGoals({
    goals: [{ practiceId: plateau.id, metricId: 'occupancy-rate', year: NEXT_YEAR, value: 87.5 }],
  });
});

describe('the goals’ export', () => {
  it('saves the server’s file: each metric’s saved goal beside last year’s value, and who set it', async () => {
    const file = await exportGoals('en', 'Export to CSV');
    expect(file.name).toBe(`goals-clinique-dentaire-du-plateau-${NEXT_YEAR}.csv`);
    expect(file.text).toBe(
      await textOf(await exportPracticeGoals(plateau.id, { locale: 'en', year: NEXT_YEAR })),
    );
    expect(file.header).toEqual([
      'Family',
      'Metric',
      'Unit',
      `Goal ${NEXT_YEAR}`,
      `${NEXT_YEAR - 1}: result or year-end projection`,
      'Last changed by',
      'Last changed on',
    ]);
    expect(file.records).toHaveLength(17);
    const occupancy = file.records.find((record) => record[1] === 'Occupancy rate');
    expect(occupancy?.slice(0, 4)).toEqual(['Schedule', 'Occupancy rate', 'Percentage (0 to 100)', '87.5']);
    expect(occupancy?.[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const fees = file.records.find((record) => record[1] === 'Fees');
    expect(fees?.[3]).toBe('');
    expect(fees?.[4]).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('writes French with semicolons and a decimal comma', async () => {
    const file = await exportGoals('fr', 'Exporter en CSV');
    expect(file.name).toBe(`objectifs-clinique-dentaire-du-plateau-${NEXT_YEAR}.csv`);
    expect(file.header[3]).toBe(`Objectif ${NEXT_YEAR}`);
    expect(file.records.find((record) => record[3] !== '')?.[3]).toBe('87,5');
  });

  it('leaves the export in the practice’s audit log, with the year', async () => {
    await exportGoals('fr', 'Exporter en CSV');
    const log = await getAuditLog({ practiceId: plateau.id, subjectType: 'ANALYTIK_TABLE', pageSize: 1 });
    expect(log.items[0]).toMatchObject({
      action: 'EXPORTED',
      subject: { type: 'ANALYTIK_TABLE', id: 'goals' },
      detail: `table=goals locale=fr year=${NEXT_YEAR}`,
    });
  });
});
