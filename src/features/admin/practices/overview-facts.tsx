import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import type { Practice } from '@/api/generated/practices/model';
import {
  practiceFieldMessages as labels,
  practiceFormMessages,
} from '@/components/practice-form/practice-form-messages';
import { PracticeFormSection } from '@/components/practice-form/practice-form-section';
import { PracticeLogo } from '@/components/practice-form/practice-logo';
import { practiceOfficerMessages } from '@/components/practice-form/practice-officer-messages';
import {
  languageMessages,
  provinceMessages,
  timeZoneName,
} from '@/components/practice-form/practice-option-messages';
import { hrefs } from '@/config/paths';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { formatPhone } from '@/utils/phone';
import { adminMessages } from '../shared/admin-messages';
import { FactList } from './fact-list';
import { overviewMessages, technicalMessages } from './overview-messages';
import { formatWrittenDate } from '@/i18n/format';

/** A labelled fact; an empty or unknown value says so rather than leaving a blank. */
const factOf = (intl: IntlShape) => (label: MessageDescriptor, value: ReactNode) => ({
  label: intl.formatMessage(label),
  value:
    value === undefined || value === null || value === ''
      ? intl.formatMessage(overviewMessages.notSet)
      : value,
});

/** The editable fields as text, for the read-only administrator. */
export const OverviewFacts = ({ practice }: { practice: Practice }) => {
  const intl = useIntl();
  const { locale } = useLocaleSetting();
  const fact = factOf(intl);
  return (
    <>
      <PracticeFormSection layout="panel" title={intl.formatMessage(practiceFormMessages.sectionAddress)}>
        <FactList
          facts={[
            fact(labels.addressLine1, practice.addressLine1),
            fact(labels.addressLine2, practice.addressLine2),
            fact(labels.city, practice.city),
            fact(
              labels.province,
              practice.province && intl.formatMessage(provinceMessages[practice.province]),
            ),
            fact(labels.postalCode, practice.postalCode),
            fact(labels.country, practice.country),
          ]}
        />
      </PracticeFormSection>
      <PracticeFormSection layout="panel" title={intl.formatMessage(practiceFormMessages.sectionContact)}>
        <FactList
          facts={[
            fact(labels.billingEmail, practice.billingEmail),
            fact(labels.phone, formatPhone(practice.phone, locale)),
            fact(labels.cellphone, formatPhone(practice.cellphone, locale)),
          ]}
        />
      </PracticeFormSection>
      <PracticeFormSection
        layout="panel"
        title={intl.formatMessage(practiceFormMessages.sectionCommunications)}
      >
        <FactList
          facts={[
            fact(labels.timezone, timeZoneName(intl, practice.timezone)),
            fact(
              labels.communicationLanguage,
              intl.formatMessage(languageMessages[practice.communicationLanguage]),
            ),
          ]}
        />
      </PracticeFormSection>
      <PracticeFormSection layout="panel" title={intl.formatMessage(practiceOfficerMessages.section)}>
        <FactList
          facts={[
            fact(practiceOfficerMessages.name, practice.privacyOfficer?.name),
            fact(practiceOfficerMessages.title, practice.privacyOfficer?.title),
            fact(practiceOfficerMessages.email, practice.privacyOfficer?.email),
            fact(practiceOfficerMessages.phone, formatPhone(practice.privacyOfficer?.phone, locale)),
          ]}
        />
      </PracticeFormSection>
      <PracticeFormSection layout="panel" title={intl.formatMessage(practiceFormMessages.sectionLogo)}>
        <PracticeLogo logo={practice.logo ?? ''} practiceName={practice.name} />
      </PracticeFormSection>
    </>
  );
};

/** The technical facts of completeDetails, read-only for everyone. */
export const TechnicalFacts = ({ practice }: { practice: Practice }) => {
  const intl = useIntl();
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : intl.formatMessage(value ? adminMessages.yes : adminMessages.no);
  const fact = factOf(intl);
  return (
    <PracticeFormSection layout="panel" title={intl.formatMessage(overviewMessages.sectionTechnical)}>
      <FactList
        facts={[
          fact(technicalMessages.databaseName, practice.databaseName),
          fact(technicalMessages.productVersion, practice.productVersion),
          fact(technicalMessages.installationUrl, practice.installationUrl),
          fact(
            technicalMessages.lastSynchronisation,
            practice.lastSynchronisation
              ? formatWrittenDate(intl, practice.lastSynchronisation, { format: 'longDateTime' })
              : intl.formatMessage(technicalMessages.neverSynchronised),
          ),
          fact(technicalMessages.deploymentGroup, practice.deploymentGroup?.name),
          fact(
            technicalMessages.clinicGroup,
            // The group's page lists its other practices and changes its members.
            practice.clinicGroup ? (
              <RouterLink href={hrefs.adminClinicGroups(String(practice.clinicGroup.id))} asChild>
                <Link>{practice.clinicGroup.name}</Link>
              </RouterLink>
            ) : (
              intl.formatMessage(technicalMessages.noClinicGroup)
            ),
          ),
          fact(technicalMessages.falconInstalled, yesNo(practice.falconInstalled)),
          fact(technicalMessages.noNewInfrastructureSupport, yesNo(practice.noNewInfrastructureSupport)),
        ]}
      />
    </PracticeFormSection>
  );
};
