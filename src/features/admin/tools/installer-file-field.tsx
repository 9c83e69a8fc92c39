import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useId, useRef, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { useFieldMessage } from '@/components/forms/text-field';
import { INSTALLER_ACCEPT, INSTALLER_MAX_MEGABYTES, INSTALLER_TYPE_NAMES } from './installer-file';
import {
  chosenFileKilobytesMessage,
  chosenFileMegabytesMessage,
  fileHintMessage,
  toolFormMessages as messages,
} from './tool-form-messages';
import type { ToolFormValues } from './tool-form-schema';

const MEGABYTE = 1024 * 1024;

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // A long file name wraps instead of widening the dialog past a phone's screen.
  chosen: { minWidth: 0, overflowWrap: 'anywhere' },
  fileInput: { display: 'none' },
});

const describeFile = (intl: IntlShape, file: File) =>
  file.size >= MEGABYTE
    ? intl.formatMessage(chosenFileMegabytesMessage, { filename: file.name, megabytes: file.size / MEGABYTE })
    : intl.formatMessage(chosenFileKilobytesMessage, {
        filename: file.name,
        kilobytes: Math.max(1, Math.ceil(file.size / 1024)),
      });

interface InstallerFileFieldProps {
  control: Control<ToolFormValues>;
  /** Checks the file just chosen, so that a refused one says so before anything is sent. */
  onChosen: () => void;
  disabled: boolean;
}

/**
 * The installer to upload: a button opening the system's picker (the native input stays hidden,
 * its look cannot be styled), the chosen file's name and size, and why it is refused if it is.
 */
export const InstallerFileField = ({ control, onChosen, disabled }: InstallerFileFieldProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const buttonTextId = useId();
  const chosenId = useId();
  const {
    field: { ref, value: file, onChange },
    fieldState,
  } = useController({ control, name: 'file' });
  const message = useFieldMessage(fieldState.error);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file chosen again must fire a change too.
    event.target.value = '';
    if (!chosen) return;
    onChange(chosen);
    onChosen();
  };

  return (
    <>
      <Field
        label={intl.formatMessage(messages.file)}
        required
        hint={intl.formatMessage(fileHintMessage, {
          types: INSTALLER_TYPE_NAMES,
          megabytes: INSTALLER_MAX_MEGABYTES,
        })}
        validationState={message ? 'error' : 'none'}
        validationMessage={message}
      >
        {({ 'aria-required': _required, ...fieldControl }) => (
          <div className={styles.row}>
            <Button
              // aria-required is not allowed on a button (axe aria-allowed-attr): the label's
              // asterisk and the error under the field say that a file is needed.
              {...fieldControl}
              ref={ref}
              icon={<DocumentArrowUpRegular />}
              disabled={disabled}
              // The field's label, then what the button does: "Installer file, Choose a file".
              aria-labelledby={[fieldControl['aria-labelledby'], buttonTextId].filter(Boolean).join(' ')}
              aria-describedby={[chosenId, fieldControl['aria-describedby']].filter(Boolean).join(' ')}
              onClick={() => input.current?.click()}
            >
              <span id={buttonTextId}>
                {intl.formatMessage(file ? messages.chooseAnother : messages.choose)}
              </span>
            </Button>
            <Text id={chosenId} className={styles.chosen}>
              {file ? describeFile(intl, file) : intl.formatMessage(messages.noFile)}
            </Text>
          </div>
        )}
      </Field>
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept={INSTALLER_ACCEPT}
        aria-label={intl.formatMessage(messages.file)}
        tabIndex={-1}
        onChange={onFile}
      />
    </>
  );
};
