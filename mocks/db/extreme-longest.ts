import { UpdateDeploymentGroupResponse } from '@/api/generated/administration/administration.zod';
import { GetClinicGroupResponse } from '@/api/generated/clinic-groups/clinic-groups.zod';
import {
  GetAppointmentTypesResponseItem,
  GetPracticeLastServiceLogResponse,
  GetPracticeServicesStatusResponseItem,
  GetScheduleColumnsResponse,
  getAppointmentTypesResponseLabelFrMax,
  getAppointmentTypesResponseLabelMax,
  getPracticeLastServiceLogResponseMessageMax,
  getPracticeLastServiceLogResponseServiceNameMax,
  getPracticeResponseAddressLine1Max,
  getPracticeResponseAddressLine2Max,
  getPracticeResponseCityMax,
  getPracticeResponseCountryMax,
  getPracticeResponseDatabaseNameMax,
  getPracticeResponseInstallationUrlMax,
  getPracticeResponseLogoMax,
  getPracticeResponseNameMax,
  getPracticeResponsePrivacyOfficerNameMax,
  getPracticeResponsePrivacyOfficerTitleMax,
  getPracticeResponseProductVersionMax,
  getPracticeServicesStatusResponseErrorMessageMax,
  getPracticeServicesStatusResponseLastLogMax,
  getPracticeServicesStatusResponseServiceNameMax,
  getPracticeServicesStatusResponseVersionMax,
  getScheduleColumnsResponseColumnsItemNameMax,
  getScheduleColumnsResponseColumnsItemProviderNameMax,
} from '@/api/generated/practices/practices.zod';
import { getUserResponseFirstNameMax, getUserResponseLastNameMax } from '@/api/generated/users/users.zod';
import { isMissingInformation } from '@/domain/practice-required-fields';
import { z } from 'zod';
import { deploymentGroups } from './administration';
import { clinicGroups } from './clinic-groups';
import { applyLongestActivity } from './extreme-longest-activity';
import { changeRecords, refreshGroups, refreshPracticeGroupRefs, refreshUserRoles } from './extreme-records';
import { largestLogo, longEmail, longPhone, longUrl, padTo, padWord } from './extreme-texts';
import { domainOf, slugOf } from './practice-address-tables';
import { HISTORY_PRACTICE } from './practice-directory';
import {
  practiceAppointmentTypes,
  practiceSchedules,
  practiceServiceLogs,
  practiceServices,
  practices,
} from './practices';
import { PracticeRecord } from './practice-record';
import { users } from './users';
import { UserRecord } from './user-record';

const practiceId = z.uuid();

// The names keep their first words, so that each practice stays recognisable in a list.
const longestPractice = (practice: PracticeRecord): void => {
  const original = practice.name || 'Clinique dentaire';
  practice.name = padTo(original, getPracticeResponseNameMax);
  practice.addressLine1 = padTo(
    practice.addressLine1 || '4520, avenue Papineau',
    getPracticeResponseAddressLine1Max,
  );
  practice.addressLine2 = padTo(practice.addressLine2 || 'Bureau 200', getPracticeResponseAddressLine2Max);
  practice.city = padTo(practice.city || 'Saint-Jean-sur-Richelieu', getPracticeResponseCityMax);
  practice.province ??= 'new-brunswick';
  if (!practice.postalCode) practice.postalCode = 'E1C 4M3';
  practice.country = padTo(practice.country || 'Canada', getPracticeResponseCountryMax);
  practice.billingEmail = longEmail(`comptabilite@${domainOf(original)}`);
  practice.phone = longPhone(practice.phone);
  practice.cellphone = longPhone(practice.cellphone);
  practice.privacyOfficer = {
    name: padTo(
      practice.privacyOfficer?.name ?? 'Geneviève Tremblay',
      getPracticeResponsePrivacyOfficerNameMax,
    ),
    title: padTo(
      practice.privacyOfficer?.title ?? 'Coordonnatrice administrative',
      getPracticeResponsePrivacyOfficerTitleMax,
    ),
    email: longEmail(`vieprivee@${domainOf(original)}`),
    phone: practice.privacyOfficer?.phone ?? '+15145550143',
  };
  // The longest specialty: its label is the longest the screens show.
  practice.specialty = 'medecine-bucale-rcsd';
  practice.databaseName = `pms_${padWord(slugOf(original), getPracticeResponseDatabaseNameMax - 4)}`;
  practice.productVersion = padTo(practice.productVersion ?? '9.5.1', getPracticeResponseProductVersionMax);
  practice.installationUrl = longUrl(
    `${slugOf(original, '-') || practice.id}.cloud.portal.example.ca`,
    getPracticeResponseInstallationUrlMax,
  );
  practice.missingInformation = isMissingInformation(practice);
};

/** Every string of the practices area at its contract's maxLength. */
const longestPractices = (): void => {
  changeRecords(practices.all(), PracticeRecord, longestPractice);
  // One logo at the contract's limit (1.5 MB): on the demo practice of "clinic", so its screens carry it.
  const demo = practices.findFirst((q) => q.where({ id: HISTORY_PRACTICE.id }));
  if (demo) demo.logo = largestLogo('CP', getPracticeResponseLogoMax);

  changeRecords(
    practiceServices.all(),
    GetPracticeServicesStatusResponseItem.extend({ practiceId }),
    (service) => {
      service.serviceName = padTo(service.serviceName, getPracticeServicesStatusResponseServiceNameMax);
      service.version = padTo(service.version || '9.5.1', getPracticeServicesStatusResponseVersionMax);
      service.lastLog = padTo(service.lastLog || 'OK', getPracticeServicesStatusResponseLastLogMax);
      if (service.errorMessage !== undefined)
        service.errorMessage = padTo(service.errorMessage, getPracticeServicesStatusResponseErrorMessageMax);
    },
  );
  changeRecords(
    practiceServiceLogs.all(),
    GetPracticeLastServiceLogResponse.extend({ practiceId }),
    (log) => {
      log.serviceName = padTo(log.serviceName, getPracticeLastServiceLogResponseServiceNameMax);
      log.message = padTo(log.message, getPracticeLastServiceLogResponseMessageMax);
    },
  );
  changeRecords(
    practiceAppointmentTypes.all(),
    GetAppointmentTypesResponseItem.extend({ practiceId }),
    (type) => {
      type.label = padTo(type.label, getAppointmentTypesResponseLabelMax);
      type.labelFr = padTo(type.labelFr ?? type.label, getAppointmentTypesResponseLabelFrMax);
    },
  );
  // Column and provider names keep their start: hygienists and dentists are told apart by it.
  changeRecords(practiceSchedules.all(), GetScheduleColumnsResponse.extend({ practiceId }), (schedule) => {
    for (const column of schedule.columns) {
      column.name = padTo(column.name, getScheduleColumnsResponseColumnsItemNameMax);
      if (column.providerName !== undefined)
        column.providerName = padTo(
          column.providerName,
          getScheduleColumnsResponseColumnsItemProviderNameMax,
        );
    }
  });
};

/** Deployment rings and clinic groups, then the copies of their names on practices and roles. */
const longestGroups = (): void => {
  changeRecords(deploymentGroups.all(), UpdateDeploymentGroupResponse, (ring) => {
    ring.name = padTo(ring.name, 80);
    ring.releaseName = padTo(ring.releaseName, 80);
  });
  const rings = new Map(deploymentGroups.all().map((ring) => [ring.id, ring.name]));
  for (const practice of practices.all()) {
    const ring = practice.deploymentGroup;
    if (ring) ring.name = rings.get(ring.id) ?? ring.name;
  }
  changeRecords(clinicGroups.all(), GetClinicGroupResponse, (group) => {
    group.name = padTo(group.name, 100);
  });
  refreshGroups();
  refreshPracticeGroupRefs();
};

/** Names and emails at their limits; usernames stay, so that every demo account still signs in. */
const longestUsers = (): void => {
  changeRecords(users.all(), UserRecord, (user) => {
    user.firstName = padTo(user.firstName, getUserResponseFirstNameMax);
    user.lastName = padTo(user.lastName, getUserResponseLastNameMax);
    user.email = longEmail(user.email);
  });
  refreshUserRoles();
};

/**
 * Every string the demo accounts see at its contract's maxLength (a long realistic value where
 * the contract sets none), and numbers at their maximum, or very large where unbounded.
 */
export const applyLongestSeed = (): void => {
  longestPractices();
  longestGroups();
  longestUsers();
  applyLongestActivity();
};
