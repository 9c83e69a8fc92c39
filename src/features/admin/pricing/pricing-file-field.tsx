import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useId, useRef, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFieldMessage } from '@/components/forms/text-field';
import {
  PRICING_FILE_ACCEPT,
  PRICING_FILE_MAX_MEGABYTES,
  PRICING_FILE_TYPE_NAMES,
} from './pricing-file-rules';
import { formatFileSize } from './pricing-size';
import type { UploadFormValues } from './pricing-upload-schema';
import { chosenFileMessage, fileHintMessage, uploadMessages as messages } from './pricing-upload-messages';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  // A long file name wraps instead of widening the dialog past a phone's screen.
  chosen: { minWidth: 0, overflowWrap: 'anywhere' },
  fileInput: { display: 'none' },
});

interface PricingFileFieldProps {
  control: Control<UploadFormValues>;
  /** Checks the file just chosen, so that a refused one says so before anything is sent. */
  onChosen: () => void;
  disabled: boolean;
}

/**
 * The pricing file: a button opening the system's picker (the native input stays hidden, its
 * look cannot be styled), the chosen file's name and size, and why it is refused if it is.
 */
export const PricingFileField = ({ control, onChosen, disabled }: PricingFileFieldProps) => {
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
          types: PRICING_FILE_TYPE_NAMES,
          megabytes: PRICING_FILE_MAX_MEGABYTES,
        })}
        validationState={message ? 'error' : 'none'}
        validationMessage={message}
      >
        {({ 'aria-required': _required, ...fieldControl }) => (
          // A button takes no aria-required (axe aria-allowed-attr): the label's asterisk says it.
          <div className={styles.row}>
            <Button
              {...fieldControl}
              ref={ref}
              icon={<DocumentArrowUpRegular />}
              disabled={disabled}
              // The field's label, then what the button does: "File, Choose a file".
              aria-labelledby={[fieldControl['aria-labelledby'], buttonTextId].filter(Boolean).join(' ')}
              aria-describedby={[chosenId, fieldControl['aria-describedby']].filter(Boolean).join(' ')}
              onClick={() => input.current?.click()}
            >
              <span id={buttonTextId}>
                {intl.formatMessage(file ? messages.chooseAnother : messages.choose)}
              </span>
            </Button>
            <Text id={chosenId} className={styles.chosen}>
              {file
                ? intl.formatMessage(chosenFileMessage, {
                    filename: file.name,
                    size: formatFileSize(intl, file.size),
                  })
                : intl.formatMessage(messages.noFile)}
            </Text>
          </div>
        )}
      </Field>
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept={PRICING_FILE_ACCEPT}
        aria-label={intl.formatMessage(messages.file)}
        tabIndex={-1}
        onChange={onFile}
      />
    </>
  );
};
