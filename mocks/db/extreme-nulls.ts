import { GetCommunicationPreferencesResponseItem } from '@/api/generated/communication/communication.zod';
import {
  GetAppointmentTypesResponseItem,
  GetPracticeModulesResponseItem,
  GetPracticeServicesStatusResponseItem,
  GetScheduleColumnsResponse,
} from '@/api/generated/practices/practices.zod';
import { isMissingInformation } from '@/domain/practice-required-fields';
import { z } from 'zod';
import { communicationPreferences } from './communication';
import { changeRecords, refreshGroups, refreshUserRoles } from './extreme-records';
import {
  practiceAppointmentTypes,
  practiceModules,
  practiceSchedules,
  practiceServices,
  practices,
} from './practices';
import { PracticeRecord } from './practice-record';
import { users } from './users';
import { UserRecord } from './user-record';

const practiceId = z.uuid();

/** Every optional field of a practice: the contract lets a practice be its id, zone and language. */
const OPTIONAL_PRACTICE_FIELDS = [
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'country',
  'billingEmail',
  'phone',
  'cellphone',
  'logo',
  'specialty',
  'databaseName',
  'productVersion',
  'installationUrl',
  'lastSynchronisation',
  'deploymentGroup',
  'clinicGroup',
  'falconInstalled',
  'noNewInfrastructureSupport',
  'smsUsage',
] as const satisfies readonly (keyof PracticeRecord)[];

const emptiestPractices = (): void => {
  changeRecords(practices.all(), PracticeRecord, (practice) => {
    for (const field of OPTIONAL_PRACTICE_FIELDS) delete practice[field];
    // The contract's "may be empty (shown as 'unknown')": and a role or group then names no practice.
    practice.name = '';
    // Nullable in the contract: null is emptier than absent, and the screens must take it.
    practice.privacyOfficer = null;
    practice.missingInformation = isMissingInformation(practice);
  });
  changeRecords(practiceModules.all(), GetPracticeModulesResponseItem.extend({ practiceId }), (state) => {
    delete state.pendingUntil;
  });
  changeRecords(
    practiceServices.all(),
    GetPracticeServicesStatusResponseItem.extend({ practiceId }),
    (service) => {
      delete service.errorMessage;
    },
  );
  changeRecords(
    practiceAppointmentTypes.all(),
    GetAppointmentTypesResponseItem.extend({ practiceId }),
    (type) => {
      delete type.labelFr;
    },
  );
  changeRecords(practiceSchedules.all(), GetScheduleColumnsResponse.extend({ practiceId }), (schedule) => {
    for (const column of schedule.columns) delete column.providerName;
  });
};

/**
 * `days` and `sendHour` stay: the contract makes them present for the timings that have them,
 * so only what is optional for every timing goes.
 */
const emptiestCommunication = (): void =>
  changeRecords(
    communicationPreferences.all(),
    GetCommunicationPreferencesResponseItem.extend({ settlesAt: z.iso.datetime().optional() }),
    (preference) => {
      delete preference.notifyOnBooking;
    },
  );

const emptiestUsers = (): void => {
  // Practice names are empty by now: the role and legacy entries lose their practiceName.
  refreshUserRoles();
  changeRecords(users.all(), UserRecord, (user) => {
    delete user.lastSignInAt;
    for (const entry of user.roles) if ('groupName' in entry) delete entry.groupName;
  });
};

/**
 * Every optional field absent across the records the demo accounts see. The contracts declare no
 * nullable field (openapi/*.yaml): absent is the only "nothing" they allow, and an empty name is
 * the one empty string they describe as a case of its own.
 */
export const applyNullsSeed = (): void => {
  emptiestPractices();
  refreshGroups();
  emptiestCommunication();
  emptiestUsers();
};
