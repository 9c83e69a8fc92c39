import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageKind } from '@/api/generated/communication/model';
import type { Practice } from '@/api/generated/practices/model';
import { getPractice } from '@/api/generated/practices/practices';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import type { SaveFile } from '@/utils/save-file';
import { HISTORY_PRACTICE } from '../../../mocks/db/practice-directory';
import { signInAs } from '../../../tests/utils/session';
import { coversFaults, READ_FAULTS } from '../../../scripts/faults/covers-faults';
import { proveReadRecovers } from '../../../scripts/faults/fault-cases';
import { CommunicationsDashboard } from './dashboard/communications-dashboard';
import { CommunicationHistory } from './history/communication-history';
import { KindSettings } from './settings/kind-settings';
import { UpcomingScreen } from './upcoming/upcoming-screen';

let plateau: Practice;

beforeEach(async () => {
  signInAs('clinic');
  plateau = await getPractice(HISTORY_PRACTICE.id);
});

const OCTOBER = '/communications/admin?period=custom&from=2026-10-01&to=2026-10-31';

const renderDashboard = () =>
  renderWithFeedback(<CommunicationsDashboard practiceId={plateau.id} timezone={plateau.timezone} />, {
    path: OCTOBER,
  });

const renderUpcoming = (path = '/communications/upcoming') =>
  renderWithFeedback(<UpcomingScreen practice={plateau} />, { path });

describe.each(READ_FAULTS)('the communication screens when a read gets %s', (fault) => {
  it('history: says the list failed in place, and Try again brings the messages', async () => {
    coversFaults('communicationsHistory', 'getCommunicationHistory', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getCommunicationHistory',
        render: () =>
          renderWithFeedback(<CommunicationHistory practiceId={plateau.id} />, {
            path: '/communications/history',
          }),
        data: () => screen.findByText('20,000 messages'),
      },
      fault,
    );
  });

  it('dashboard: says the kinds failed in place, and Try again brings their cards', async () => {
    coversFaults('communicationsAdmin', 'getCommunicationPreferences', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getCommunicationPreferences',
        render: renderDashboard,
        data: () => screen.findByRole('heading', { name: 'Hygiene recalls', level: 3 }),
      },
      fault,
    );
  });

  it('dashboard: says the statistics failed in place, and Try again brings them', async () => {
    coversFaults('communicationsAdmin', 'getCommunicationStats', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getCommunicationStats',
        render: renderDashboard,
        data: () => screen.findByText('Messages sent', { selector: 'dt' }),
        failure: /The statistics could not be loaded/,
      },
      fault,
    );
  });

  it('upcoming: says the list failed in place, and Try again brings the messages', async () => {
    coversFaults('communicationsUpcoming', 'getUpcomingMessages', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getUpcomingMessages',
        render: () => renderUpcoming(),
        data: () => screen.findByText(/^(No message|[\d,]+ messages?) from /),
      },
      fault,
    );
  });

  it('upcoming: says the forecast failed in place, and Try again brings it', async () => {
    coversFaults('communicationsUpcoming', 'getUpcomingMessagesSummary', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getUpcomingMessagesSummary',
        render: () => renderUpcoming(),
        data: () => screen.findByRole('heading', { name: 'Projected use of the SMS package, day by day' }),
        failure: /The SMS forecast and the counts of these days could not be loaded/,
      },
      fault,
    );
  });

  it('upcoming: says the opt-outs failed in place, and Try again brings them', async () => {
    coversFaults('communicationsUpcoming', 'getCommunicationOptOuts', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getCommunicationOptOuts',
        render: () => renderUpcoming('/communications/upcoming?tab=opt-outs'),
        data: () => screen.findByText(/^[\d,]+ opt-outs?$/),
      },
      fault,
    );
  });
});

const KIND_SCREENS: [MessageKind, string][] = [
  ['REMINDER', 'notifications'],
  ['CONFIRMATION', 'confirmations'],
  ['HYGIENE_RECALL', 'hygiene recalls'],
];

describe.each(KIND_SCREENS)('the settings of %s (%s)', (kind) => {
  const renderSettings = () => renderWithFeedback(<KindSettings kind={kind} practice={plateau} canManage />);

  it.each(READ_FAULTS)(
    'says the settings failed in place on %s, and Try again brings the form',
    async (fault) => {
      coversFaults(
        ['communicationsNotifications', 'communicationsConfirmations', 'communicationsHygieneRecalls'],
        'getCommunicationPreferences',
        READ_FAULTS,
      );
      await proveReadRecovers(
        {
          operationId: 'getCommunicationPreferences',
          render: renderSettings,
          data: () => screen.findByRole('form', { name: /When and how/ }),
        },
        fault,
      );
    },
  );

  it.each(READ_FAULTS)(
    'says the templates failed in place on %s, and Try again brings them',
    async (fault) => {
      coversFaults(
        ['communicationsNotifications', 'communicationsConfirmations', 'communicationsHygieneRecalls'],
        'getCommunicationTemplates',
        READ_FAULTS,
      );
      await proveReadRecovers(
        {
          operationId: 'getCommunicationTemplates',
          render: renderSettings,
          data: () => screen.findByRole('textbox', { name: /Text of the SMS, in French/ }),
        },
        fault,
      );
    },
  );
});

describe('the export of the history', () => {
  it.each(READ_FAULTS)(
    'says in place that the file could not be prepared on %s, and Try again saves it',
    async (fault) => {
      coversFaults('communicationsHistory', 'exportCommunicationHistory', READ_FAULTS);
      const saveFile = vi.fn<SaveFile>();
      await proveReadRecovers(
        {
          operationId: 'exportCommunicationHistory',
          render: () =>
            renderWithFeedback(<CommunicationHistory practiceId={plateau.id} saveFile={saveFile} />, {
              path: '/communications/history?status=FAILED',
            }),
          trigger: async (user) => {
            await screen.findByText(/^[\d,]+ messages$/);
            await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
          },
          data: () => waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1)),
          failure: /The file could not be prepared/,
        },
        fault,
      );
    },
  );
});
