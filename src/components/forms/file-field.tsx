import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useId, useRef, type ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { formatFileSize } from './file-size';
import { useFieldMessage } from './text-field';

const messages = defineMessages({
  choose: {
    id: 'forms.file.choose',
    defaultMessage: 'Choose a file',
    description: 'Button of a file field that opens the system file picker',
  },
  chooseAnother: {
    id: 'forms.file.chooseAnother',
    defaultMessage: 'Choose another file',
    description: 'Button of a file field that opens the system file picker when a file is already chosen',
  },
  noFile: {
    id: 'forms.file.noFile',
    defaultMessage: 'No file chosen',
    description: 'Beside the button of a file field while no file is chosen',
  },
});

const chosenMessage = defineMessage<{ filename: string; size: string }>({
  id: 'forms.file.chosen',
  defaultMessage: '{filename} ({size})',
  description: 'Beside the file picker: the chosen file and its size (e.g. "tarifs-2026.pdf (471 KB)")',
});

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // A long file name wraps instead of widening the dialog past a phone's screen.
  chosen: { minWidth: 0, overflowWrap: 'anywhere' },
  fileInput: { display: 'none' },
});

interface FileFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The form's field holding the File (undefined or null before a choice). */
  name: FieldPath<Values>;
  label: string;
  /** The types and the size accepted ("PDF, Excel (.xlsx), CSV; at most 20 MB"). */
  hint: string;
  /** The picker's `accept`: extensions, since systems announce some types under several names. */
  accept: string;
  /** Checks the file just chosen, so that a refused one says so before anything is sent. */
  onChosen: () => void;
  disabled: boolean;
}

/**
 * A file to upload, bound to react-hook-form: a button opening the system's picker (the native
 * input stays hidden, its look cannot be styled), the chosen file's name and size (formatFileSize),
 * and why it is refused if it is. The file stays in the form through a failed send, so a retry needs no new choice.
 */
export const FileField = <Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  accept,
  onChosen,
  disabled,
}: FileFieldProps<Values>) => {
  const intl = useIntl();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const buttonTextId = useId();
  const chosenId = useId();
  const {
    field: { ref, value, onChange },
    fieldState,
  } = useController({ control, name });
  const file = (value ?? undefined) as File | undefined;
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
        label={label}
        required
        hint={hint}
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
                ? intl.formatMessage(chosenMessage, {
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
        accept={accept}
        aria-label={label}
        tabIndex={-1}
        onChange={onFile}
      />
    </>
  );
};
