import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useRef, useState, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { encodeFieldMessage, formatFieldMessage } from '@/components/forms/field-messages';
import type { PracticeFormValues } from './practice-form-values';
import { PracticeLogo } from './practice-logo';
import { LOGO_MAX_MEGABYTES, LOGO_TYPE_NAMES, LOGO_TYPES, readLogoFile } from './practice-logo-file';
import { logoHintMessage, logoMessages } from './practice-logo-messages';

const ACCEPT = [...new Set(Object.values(LOGO_TYPES))].join(',');

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  fileInput: { display: 'none' },
});

interface PracticeLogoFieldProps {
  control: Control<PracticeFormValues>;
  practiceName: string;
  /** The logo as saved, put back by "Cancel the new image". */
  savedLogo: string;
  readOnly: boolean;
}

/**
 * The practice's logo: a preview, and a file picker whose image is checked (type, size) before
 * it is read; it then waits in the form, as a data URL, for the save. The contract has no way to
 * clear a saved logo, so only a choice not saved yet can be dropped.
 */
export const PracticeLogoField = ({ control, practiceName, savedLogo, readOnly }: PracticeLogoFieldProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const fileInput = useRef<HTMLInputElement>(null);
  const [rejection, setRejection] = useState<string>();
  const {
    field: { ref: logoRef, value, onChange },
    fieldState,
  } = useController({ control, name: 'logo' });
  const formError = fieldState.error?.message;
  const error = rejection ?? (formError ? formatFieldMessage(intl, formError) : undefined);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change too.
    event.target.value = '';
    if (!file) return;
    try {
      const result = await readLogoFile(file);
      if (result.ok) {
        setRejection(undefined);
        onChange(result.dataUrl);
        return;
      }
      setRejection(
        formatFieldMessage(
          intl,
          result.reason === 'type'
            ? encodeFieldMessage('fileType', { types: LOGO_TYPE_NAMES })
            : encodeFieldMessage('fileSize', { megabytes: LOGO_MAX_MEGABYTES }),
        ),
      );
    } catch {
      setRejection(intl.formatMessage(logoMessages.readError));
    }
  };

  const chosen = value !== savedLogo;
  const pick = intl.formatMessage(value ? logoMessages.replace : logoMessages.choose);
  return (
    <div className={styles.root}>
      <PracticeLogo logo={value} practiceName={practiceName} />
      {chosen && <Text>{intl.formatMessage(logoMessages.newLogo)}</Text>}
      {!readOnly && (
        <Field
          hint={intl.formatMessage(logoHintMessage, { megabytes: LOGO_MAX_MEGABYTES })}
          validationState={error ? 'error' : 'none'}
          validationMessage={error}
        >
          {(fieldControl) => (
            <div className={styles.actions}>
              <Button {...fieldControl} ref={logoRef} onClick={() => fileInput.current?.click()}>
                {pick}
              </Button>
              {chosen && (
                <Button
                  appearance="subtle"
                  onClick={() => {
                    setRejection(undefined);
                    onChange(savedLogo);
                  }}
                >
                  {intl.formatMessage(logoMessages.cancelChoice)}
                </Button>
              )}
            </div>
          )}
        </Field>
      )}
      {!readOnly && (
        <input
          ref={fileInput}
          className={styles.fileInput}
          type="file"
          accept={ACCEPT}
          aria-label={pick}
          tabIndex={-1}
          onChange={(event) => void onFile(event)}
        />
      )}
    </div>
  );
};
