import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveFile } from '@/utils/save-file';
import { CLINIC_ADMIN_PRACTICES, HISTORY_PRACTICE } from '../../../mocks/db/practice-directory';
import { renderWithFeedbackHost } from '../../../tests/utils/render';
import { signInAs } from '../../../tests/utils/session';
import { coversFaults, READ_FAULTS } from '../../../scripts/faults/covers-faults';
import { proveReadRecovers } from '../../../scripts/faults/fault-cases';
import { GoalsScreen } from './goals/goals-screen';
import { MetricScreen } from './metric/metric-screen';
import { OverviewScreen } from './overview/overview-screen';
import { PracticeScreen } from './practice/practice-screen';

const plateau = HISTORY_PRACTICE;
const saintLaurent = CLINIC_ADMIN_PRACTICES[3]!;
const WITH_ANALYTIK = ['Analytik'];
// The session's current practice comes with its modules; the screen reads any other one (getPractice).
const known = { name: plateau.name, activeModules: WITH_ANALYTIK };

beforeEach(() => {
  signInAs('clinic');
});

const at = (path: string, ui: React.ReactElement) => () => {
  window.history.replaceState(null, '', path);
  return renderWithFeedbackHost(ui);
};

const overview = (activeModules?: string[]) =>
  at(
    '/analytik',
    <OverviewScreen
      practices={[{ id: plateau.id, name: plateau.name, ...(activeModules ? { activeModules } : {}) }]}
    />,
  );
const practice = at(`/analytik/practice/${saintLaurent.id}`, <PracticeScreen practiceId={saintLaurent.id} />);
const metric = (withKnown: boolean) =>
  at(
    `/analytik/practice/${plateau.id}/fees`,
    <MetricScreen practiceId={plateau.id} metricId="fees" known={withKnown ? known : undefined} />,
  );
const goals = (activeModules?: string[]) =>
  at(
    '/analytik/goals',
    <GoalsScreen
      practices={[
        { id: plateau.id, name: plateau.name, canEdit: true, ...(activeModules ? { activeModules } : {}) },
      ]}
    />,
  );

const metricCards = () => screen.findByRole('article', { name: 'Fees' });
const feesTable = () => screen.findByRole('table', { name: 'Fees by month' });
const goalsForm = () => screen.findByRole('form', { name: new RegExp(`^Goals of ${plateau.name} for `) });

describe.each(READ_FAULTS)('the analytik screens when a read gets %s', (fault) => {
  it('overview: says the definitions failed in place, and Try again brings the metrics', async () => {
    coversFaults('analytik', 'getMetrics', READ_FAULTS);
    await proveReadRecovers(
      { operationId: 'getMetrics', render: overview(WITH_ANALYTIK), data: metricCards },
      fault,
    );
  });

  it('overview: says the practice’s figures failed in place, and Try again brings them', async () => {
    coversFaults('analytik', 'getPracticeMetrics', READ_FAULTS);
    await proveReadRecovers(
      { operationId: 'getPracticeMetrics', render: overview(WITH_ANALYTIK), data: metricCards },
      fault,
    );
  });

  it('overview: says a practice it had to read failed in place, and Try again brings it', async () => {
    coversFaults('analytik', 'getPractice', READ_FAULTS);
    await proveReadRecovers({ operationId: 'getPractice', render: overview(), data: metricCards }, fault);
  });

  it('practice: says the definitions failed in place, and Try again brings the metrics', async () => {
    coversFaults('analytikPractice', 'getMetrics', READ_FAULTS);
    await proveReadRecovers({ operationId: 'getMetrics', render: practice, data: metricCards }, fault);
  });

  it('practice: says the figures failed in place, and Try again brings them', async () => {
    coversFaults('analytikPractice', 'getPracticeMetrics', READ_FAULTS);
    await proveReadRecovers(
      { operationId: 'getPracticeMetrics', render: practice, data: metricCards },
      fault,
    );
  });

  it('practice: says the practice failed in place, and Try again brings its metrics', async () => {
    coversFaults('analytikPractice', 'getPractice', READ_FAULTS);
    await proveReadRecovers({ operationId: 'getPractice', render: practice, data: metricCards }, fault);
  });

  it('metric: says the definitions failed in place, and Try again brings the metric', async () => {
    coversFaults('analytikMetric', 'getMetrics', READ_FAULTS);
    await proveReadRecovers({ operationId: 'getMetrics', render: metric(true), data: feesTable }, fault);
  });

  it('metric: says the months failed in place, and Try again brings them', async () => {
    coversFaults('analytikMetric', 'getPracticeMetric', READ_FAULTS);
    await proveReadRecovers(
      { operationId: 'getPracticeMetric', render: metric(true), data: feesTable },
      fault,
    );
  });

  it('metric: says the rate’s figure of the year failed in place, and Try again brings the rate', async () => {
    coversFaults('analytikMetric', 'getPracticeMetrics', READ_FAULTS);
    // Only a rate reads the yearly figures: its value so far is not the mean of its months.
    await proveReadRecovers(
      {
        operationId: 'getPracticeMetrics',
        render: at(
          `/analytik/practice/${plateau.id}/occupancy-rate`,
          <MetricScreen practiceId={plateau.id} metricId="occupancy-rate" known={known} />,
        ),
        data: () => screen.findByRole('table', { name: 'Occupancy rate by month' }),
      },
      fault,
    );
  });

  it('metric: says the practice failed in place, and Try again brings the metric', async () => {
    coversFaults('analytikMetric', 'getPractice', READ_FAULTS);
    await proveReadRecovers({ operationId: 'getPractice', render: metric(false), data: feesTable }, fault);
  });

  it('goals: says the goals failed in place, and Try again brings the form', async () => {
    coversFaults('analytikGoals', 'getGoals', READ_FAULTS);
    await proveReadRecovers(
      { operationId: 'getGoals', render: goals(WITH_ANALYTIK), data: goalsForm },
      fault,
    );
  });

  it('goals: says the definitions failed in place, and Try again brings the form', async () => {
    coversFaults('analytikGoals', 'getMetrics', READ_FAULTS);
    await proveReadRecovers(
      { operationId: 'getMetrics', render: goals(WITH_ANALYTIK), data: goalsForm },
      fault,
    );
  });

  it('goals: says last year’s figures failed in place, and Try again brings the form', async () => {
    coversFaults('analytikGoals', 'getPracticeMetrics', READ_FAULTS);
    await proveReadRecovers(
      { operationId: 'getPracticeMetrics', render: goals(WITH_ANALYTIK), data: goalsForm },
      fault,
    );
  });

  it('goals: says the practice failed in place, and Try again brings the form', async () => {
    coversFaults('analytikGoals', 'getPractice', READ_FAULTS);
    await proveReadRecovers({ operationId: 'getPractice', render: goals(), data: goalsForm }, fault);
  });
});

const EXPORT_FAULTS = ['status-500', 'network', 'timeout'] as const;

describe.each(EXPORT_FAULTS)('the analytik tables’ exports when they get %s', (fault) => {
  const exportCase = (
    ui: (saveFile: SaveFile) => React.ReactElement,
    path: string,
    ready: () => Promise<unknown>,
    code: () => Promise<unknown>,
  ) => {
    const saveFile = vi.fn<SaveFile>();
    return {
      render: at(path, ui(saveFile)),
      trigger: async (user: UserEvent) => {
        // The export's code first (it loads when the button is approached): only the failure is timed.
        await Promise.all([ready(), code()]);
        await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
      },
      data: () => waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1)),
      failure: /The file could not be prepared/,
    };
  };

  it('metric: says in place that the file could not be prepared, and Try again saves it', async () => {
    coversFaults('analytikMetric', 'exportPracticeMetricTable', ['status-500', 'network', 'timeout']);
    const path = `/analytik/practice/${plateau.id}/fees?view=table`;
    await proveReadRecovers(
      {
        operationId: 'exportPracticeMetricTable',
        ...exportCase(
          (saveFile) => (
            <MetricScreen practiceId={plateau.id} metricId="fees" known={known} saveFile={saveFile} />
          ),
          path,
          feesTable,
          () => import('./metric/metric-table-download'),
        ),
      },
      fault,
    );
  });

  it('goals: says in place that the file could not be prepared, and Try again saves it', async () => {
    coversFaults('analytikGoals', 'exportPracticeGoals', ['status-500', 'network', 'timeout']);
    const practices = [{ id: plateau.id, name: plateau.name, canEdit: true, activeModules: WITH_ANALYTIK }];
    await proveReadRecovers(
      {
        operationId: 'exportPracticeGoals',
        ...exportCase(
          (saveFile) => <GoalsScreen practices={practices} saveFile={saveFile} />,
          '/analytik/goals',
          goalsForm,
          () => import('./goals/goals-download'),
        ),
      },
      fault,
    );
  });
});
