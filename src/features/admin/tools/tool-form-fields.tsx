import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { Controller, type Control } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { INSTALLATION_TYPES, installationTypeMessages } from './installation-type-messages';
import { toolFormMessages as messages } from './tool-form-messages';
import type { ToolFormValues } from './tool-form-schema';

const useStyles = makeStyles({
  // Versions side by side where there is room, one under the other on a phone.
  versions: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    gap: tokens.spacingVerticalM,
  },
});

interface ToolFormFieldsProps {
  control: Control<ToolFormValues>;
  disabled: boolean;
}

// Paths and versions are typed as they are: no spelling fixes, no capitals.
const verbatim = { autoComplete: 'off', autoCapitalize: 'off', spellCheck: false } as const;

/** The dotted version fields, side by side: each with its label and what it is compared with. */
const VERSION_FIELDS: readonly (readonly [
  'latestVersion' | 'minimalToolVersion' | 'minimalUtilityVersion' | 'dependentPracticeSystemVersion',
  MessageDescriptor,
  MessageDescriptor,
])[] = [
  ['latestVersion', messages.latestVersion, messages.versionHint],
  ['minimalToolVersion', messages.minimalToolVersion, messages.minimalToolVersionHint],
  ['minimalUtilityVersion', messages.minimalUtilityVersion, messages.minimalUtilityVersionHint],
  ['dependentPracticeSystemVersion', messages.practiceSystemVersion, messages.practiceSystemVersionHint],
];

/** The tool's own fields: name, versions, machines and executable. */
export const ToolFormFields = ({ control, disabled }: ToolFormFieldsProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <>
      <TextField
        control={control}
        name="toolName"
        label={t(messages.toolName)}
        required
        disabled={disabled}
      />
      <div className={styles.versions}>
        {VERSION_FIELDS.map(([name, label, hint]) => (
          <TextField
            key={name}
            control={control}
            name={name}
            label={t(label)}
            hint={t(hint)}
            required
            inputMode="decimal"
            disabled={disabled}
            {...verbatim}
          />
        ))}
      </div>
      <TextField
        control={control}
        name="minimumOsVersion"
        label={t(messages.minimumOsVersion)}
        hint={t(messages.minimumOsVersionHint)}
        required
        disabled={disabled}
        {...verbatim}
      />
      <SelectField
        control={control}
        name="installationType"
        label={t(messages.installationType)}
        required
        disabled={disabled}
        placeholder={t(messages.chooseInstallationType)}
        options={INSTALLATION_TYPES.map((value) => ({
          value,
          label: intl.formatMessage(installationTypeMessages[value]),
        }))}
      />
      <TextField
        control={control}
        name="executablePath"
        label={t(messages.executablePath)}
        hint={t(messages.executablePathHint)}
        required
        disabled={disabled}
        {...verbatim}
      />
      <Controller
        control={control}
        name="isAlwaysRunning"
        render={({ field: { ref, name, value, onChange, onBlur } }) => (
          <Checkbox
            ref={ref}
            name={name}
            checked={value}
            disabled={disabled}
            label={t(messages.isAlwaysRunning)}
            onChange={(_event, data) => onChange(data.checked === true)}
            onBlur={onBlur}
          />
        )}
      />
    </>
  );
};
