import { Field, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/forms/text-field';
import { FileField } from '@/components/forms/file-field';
import { INSTALLER_ACCEPT, INSTALLER_MAX_MEGABYTES, INSTALLER_TYPE_NAMES } from './installer-file';
import { currentInstallerMessage, fileHintMessage, toolFormMessages as messages } from './tool-form-messages';
import type { ToolFormValues } from './tool-form-schema';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // An address is one long word: it wraps anywhere rather than widening the dialog.
  current: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
});

interface InstallerFieldProps {
  control: Control<ToolFormValues>;
  /** Where the saved tool's installer is, when editing: it can then be kept. */
  currentUrl?: string | undefined;
  /** Checks the file just chosen. */
  onFileChosen: () => void;
  disabled: boolean;
}

/**
 * The installer, uploaded or hosted elsewhere (the contract takes one or the other, never both);
 * when editing, kept as it is unless replaced.
 */
export const InstallerField = ({ control, currentUrl, onFileChosen, disabled }: InstallerFieldProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const source = useWatch({ control, name: 'installerSource' });
  return (
    <div className={styles.group}>
      <Controller
        control={control}
        name="installerSource"
        render={({ field: { ref, name, value, onChange, onBlur } }) => (
          <Field label={intl.formatMessage(messages.installer)} required>
            <RadioGroup
              ref={ref}
              name={name}
              value={value}
              disabled={disabled}
              onChange={(_event, data) => onChange(data.value)}
              onBlur={onBlur}
            >
              {currentUrl !== undefined && (
                <Radio value="keep" label={intl.formatMessage(messages.installerKeep)} />
              )}
              <Radio value="file" label={intl.formatMessage(messages.installerFile)} />
              <Radio value="url" label={intl.formatMessage(messages.installerUrl)} />
            </RadioGroup>
          </Field>
        )}
      />
      {source === 'keep' && currentUrl !== undefined && (
        <Text className={styles.current}>
          {intl.formatMessage(currentInstallerMessage, { url: currentUrl })}
        </Text>
      )}
      {source === 'file' && (
        <FileField
          control={control}
          name="file"
          label={intl.formatMessage(messages.file)}
          hint={intl.formatMessage(fileHintMessage, {
            types: INSTALLER_TYPE_NAMES,
            megabytes: INSTALLER_MAX_MEGABYTES,
          })}
          accept={INSTALLER_ACCEPT}
          onChosen={onFileChosen}
          disabled={disabled}
        />
      )}
      {source === 'url' && (
        <TextField
          control={control}
          name="downloadUrl"
          label={intl.formatMessage(messages.downloadUrl)}
          hint={intl.formatMessage(messages.downloadUrlHint)}
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          disabled={disabled}
        />
      )}
    </div>
  );
};
