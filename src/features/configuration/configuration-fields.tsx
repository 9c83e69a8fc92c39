import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Practice } from '@/api/generated/practices/model';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { configurationFieldMessages as labels, configurationMessages } from './configuration-messages';
import {
  COMMUNICATION_LANGUAGES,
  normalizePostalCode,
  PROVINCES,
  type ConfigurationValues,
} from './configuration-schema';
import { LogoField } from './logo-field';
import {
  isListedTimeZone,
  languageMessages,
  provinceMessages,
  TIME_ZONES,
  timeZoneMessages,
} from './option-messages';

const useStyles = makeStyles({
  section: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    // A field with a hint must not stretch its neighbour's input.
    alignItems: 'start',
    '& > *': { minWidth: 0 },
    gap: tokens.spacingVerticalM,
    '@media (min-width: 768px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalXL,
    },
  },
  heading: { gridColumn: '1 / -1', marginBlockStart: tokens.spacingVerticalS },
});

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Subtitle1 as="h2" id={id} className={styles.heading}>
        {title}
      </Subtitle1>
      {children}
    </section>
  );
};

interface ConfigurationFieldsProps {
  control: Control<ConfigurationValues>;
  practice: Practice;
  readOnly: boolean;
}

/** The editable fields of a practice (contract PracticeUpdate), required ones marked (SPEC §5). */
export const ConfigurationFields = ({ control, practice, readOnly }: ConfigurationFieldsProps) => {
  const intl = useIntl();
  const common = { control, readOnly };
  const text = (descriptor: (typeof labels)[keyof typeof labels]) => intl.formatMessage(descriptor);
  const phoneHint = readOnly ? undefined : text(labels.phoneHint);
  const timeZones = isListedTimeZone(practice.timezone) ? TIME_ZONES : [...TIME_ZONES, practice.timezone];
  return (
    <>
      <Section id="configuration-address" title={intl.formatMessage(configurationMessages.sectionAddress)}>
        <TextField
          {...common}
          name="addressLine1"
          label={text(labels.addressLine1)}
          required
          autoComplete="address-line1"
        />
        <TextField
          {...common}
          name="addressLine2"
          label={text(labels.addressLine2)}
          hint={text(labels.addressLine2Hint)}
          autoComplete="address-line2"
        />
        <TextField {...common} name="city" label={text(labels.city)} required autoComplete="address-level2" />
        <SelectField
          {...common}
          name="province"
          label={text(labels.province)}
          required
          {...(practice.province ? {} : { placeholder: text(labels.provincePlaceholder) })}
          options={PROVINCES.map((province) => ({
            value: province,
            label: intl.formatMessage(provinceMessages[province]),
          }))}
        />
        <TextField
          {...common}
          name="postalCode"
          label={text(labels.postalCode)}
          required
          {...(readOnly ? {} : { hint: text(labels.postalCodeHint) })}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          normalizeOnBlur={normalizePostalCode}
        />
        <TextField
          {...common}
          name="country"
          label={text(labels.country)}
          required
          autoComplete="country-name"
        />
      </Section>
      <Section id="configuration-contact" title={intl.formatMessage(configurationMessages.sectionContact)}>
        <TextField
          {...common}
          name="billingEmail"
          label={text(labels.billingEmail)}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
        />
        <TextField
          {...common}
          name="phone"
          label={text(labels.phone)}
          hint={phoneHint}
          type="tel"
          autoComplete="tel"
        />
        <TextField {...common} name="cellphone" label={text(labels.cellphone)} hint={phoneHint} type="tel" />
      </Section>
      <Section
        id="configuration-communications"
        title={intl.formatMessage(configurationMessages.sectionCommunications)}
      >
        <SelectField
          {...common}
          name="timezone"
          label={text(labels.timezone)}
          required
          options={timeZones.map((zone) => ({
            value: zone,
            label: isListedTimeZone(zone) ? intl.formatMessage(timeZoneMessages[zone]) : zone,
          }))}
        />
        <SelectField
          {...common}
          name="communicationLanguage"
          label={text(labels.communicationLanguage)}
          hint={text(labels.communicationLanguageHint)}
          required
          options={COMMUNICATION_LANGUAGES.map((language) => ({
            value: language,
            label: intl.formatMessage(languageMessages[language]),
          }))}
        />
      </Section>
      <Section id="configuration-logo" title={intl.formatMessage(configurationMessages.sectionLogo)}>
        <LogoField
          control={control}
          practiceName={practice.name}
          savedLogo={practice.logo ?? ''}
          readOnly={readOnly}
        />
      </Section>
    </>
  );
};
