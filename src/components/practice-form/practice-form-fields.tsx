import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Control } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Practice } from '@/api/generated/practices/model';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { normalizePostalCode } from '@/domain/postal-code';
import { practiceFieldMessages as labels, practiceFormMessages } from './practice-form-messages';
import { PracticeFormSection, type PracticeFormLayout } from './practice-form-section';
import type { PracticeFormValues } from './practice-form-values';
import { PracticeLogoField } from './practice-logo-field';
import { PracticeOfficerFields } from './practice-officer-fields';
import {
  COMMUNICATION_LANGUAGES,
  isListedTimeZone,
  languageMessages,
  PROVINCES,
  provinceMessages,
  TIME_ZONES,
  timeZoneName,
} from './practice-option-messages';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3 },
});

export interface PracticeFormFieldsProps {
  control: Control<PracticeFormValues>;
  practice: Practice;
  layout: PracticeFormLayout;
  /**
   * Whether the browser may offer the user's saved address and email: yes on the practice's own
   * configuration, no for an administrator editing any practice (it would offer their own).
   */
  autofill: boolean;
  readOnly?: boolean;
}

/**
 * The editable fields of a practice (contract PracticeUpdate), required ones marked (SPEC §5),
 * under the note that explains the mark when they can be changed.
 */
export const PracticeFormFields = ({
  control,
  practice,
  layout,
  autofill,
  readOnly = false,
}: PracticeFormFieldsProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const common = { control, readOnly };
  const text = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const auto = (token: string) => (autofill ? token : 'off');
  const editableHint = (descriptor: MessageDescriptor) => (readOnly ? {} : { hint: text(descriptor) });
  const timeZones = isListedTimeZone(practice.timezone) ? TIME_ZONES : [...TIME_ZONES, practice.timezone];
  return (
    <>
      {!readOnly && <Text className={styles.note}>{text(practiceFormMessages.requiredNote)}</Text>}
      <PracticeFormSection layout={layout} title={text(practiceFormMessages.sectionAddress)}>
        <TextField
          {...common}
          name="addressLine1"
          label={text(labels.addressLine1)}
          required
          autoComplete={auto('address-line1')}
        />
        <TextField
          {...common}
          name="addressLine2"
          label={text(labels.addressLine2)}
          hint={text(labels.addressLine2Hint)}
          autoComplete={auto('address-line2')}
        />
        <TextField
          {...common}
          name="city"
          label={text(labels.city)}
          required
          autoComplete={auto('address-level2')}
        />
        <SelectField
          {...common}
          name="province"
          label={text(labels.province)}
          required
          {...(practice.province ? {} : { placeholder: text(labels.provincePlaceholder) })}
          options={PROVINCES.map((province) => ({
            value: province,
            label: text(provinceMessages[province]),
          }))}
        />
        <TextField
          {...common}
          name="postalCode"
          label={text(labels.postalCode)}
          required
          {...editableHint(labels.postalCodeHint)}
          autoComplete={auto('postal-code')}
          autoCapitalize="characters"
          spellCheck={false}
          normalizeOnBlur={normalizePostalCode}
        />
        <TextField
          {...common}
          name="country"
          label={text(labels.country)}
          required
          autoComplete={auto('country-name')}
        />
      </PracticeFormSection>
      <PracticeFormSection layout={layout} title={text(practiceFormMessages.sectionContact)}>
        <TextField
          {...common}
          name="billingEmail"
          label={text(labels.billingEmail)}
          required
          type="email"
          inputMode="email"
          autoComplete={auto('email')}
          spellCheck={false}
        />
        <TextField
          {...common}
          name="phone"
          label={text(labels.phone)}
          {...editableHint(labels.phoneHint)}
          type="tel"
          autoComplete={auto('tel')}
        />
        <TextField
          {...common}
          name="cellphone"
          label={text(labels.cellphone)}
          {...editableHint(labels.phoneHint)}
          type="tel"
        />
      </PracticeFormSection>
      <PracticeFormSection layout={layout} title={text(practiceFormMessages.sectionCommunications)}>
        <SelectField
          {...common}
          name="timezone"
          label={text(labels.timezone)}
          required
          options={timeZones.map((zone) => ({ value: zone, label: timeZoneName(intl, zone) }))}
        />
        <SelectField
          {...common}
          name="communicationLanguage"
          label={text(labels.communicationLanguage)}
          hint={text(labels.communicationLanguageHint)}
          required
          options={COMMUNICATION_LANGUAGES.map((language) => ({
            value: language,
            label: text(languageMessages[language]),
          }))}
        />
      </PracticeFormSection>
      <PracticeOfficerFields control={control} layout={layout} readOnly={readOnly} />
      <PracticeFormSection layout={layout} title={text(practiceFormMessages.sectionLogo)}>
        <PracticeLogoField
          control={control}
          practiceName={practice.name}
          savedLogo={practice.logo ?? ''}
          readOnly={readOnly}
        />
      </PracticeFormSection>
    </>
  );
};
