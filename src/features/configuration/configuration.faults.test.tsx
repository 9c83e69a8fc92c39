import { screen } from '@testing-library/react';
import { beforeEach, describe, it } from 'vitest';
import { CLINIC_ADMIN_PRACTICES } from '../../../mocks/db/practice-directory';
import { renderWithFeedbackHost } from '../../../tests/utils/render';
import { signInAs } from '../../../tests/utils/session';
import { fieldLabel } from '../../../tests/utils/fields';
import { coversFaults, READ_FAULTS } from '../../../scripts/faults/covers-faults';
import { proveReadRecovers } from '../../../scripts/faults/fault-cases';
import { ConfigurationScreen } from './configuration-screen';

const plateau = CLINIC_ADMIN_PRACTICES[0]!.id;

beforeEach(() => signInAs('clinic'));

const renderConfiguration = () =>
  renderWithFeedbackHost(<ConfigurationScreen practiceId={plateau} canEdit />);

describe.each(READ_FAULTS)('the configuration when a read gets %s', (fault) => {
  it('says the practice failed in place, and Try again brings the form', async () => {
    coversFaults('configuration', 'getPractice', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getPractice',
        render: renderConfiguration,
        data: () => screen.findByRole('textbox', { name: fieldLabel('City') }),
      },
      fault,
    );
  });

  it('says the clinic schedule failed in its section, and Try again brings it', async () => {
    coversFaults('configuration', 'getScheduleColumns', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getScheduleColumns',
        render: renderConfiguration,
        data: () => screen.findByRole('table', { name: 'Clinic schedule' }),
      },
      fault,
    );
  });

  it('says the appointment types failed in their section, and Try again brings them', async () => {
    coversFaults('configuration', 'getAppointmentTypes', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getAppointmentTypes',
        render: renderConfiguration,
        data: () => screen.findByRole('table', { name: 'Appointment types' }),
      },
      fault,
    );
  });
});
