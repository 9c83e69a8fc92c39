import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useRecordConsent } from '@/api/generated/consent/consent';
import type { Channel, Language, LapsingConsent } from '@/api/generated/consent/model';
import { notify } from '@/components/feedback/snackbar-store';
import { PREFERENCES_WORDING_VERSION } from '@/domain/preferences-wording';
import { channelLabels, languageLabels } from '@/i18n/communication-labels';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { patientNameMessage, recordMessages as messages, wordingVersionMessage } from './consent-messages';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wording: { fontStyle: 'italic' },
  group: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1 },
  version: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // The buttons go under each other on a phone rather than past the dialog's edge.
  actions: { flexWrap: 'wrap' },
});

// The dialog says what failed itself, with the form still filled in.
const MUTATION_META = {
  globalSpinner: false,
  ownErrors: ['server', 'network', 'timeout', 'validation', 'not-found', 'forbidden', 'rate-limited'],
} as const;

interface RecordConsentDialogProps {
  practiceId: string;
  /** The patient whose consent is recorded; the dialog is closed without one. */
  row: LapsingConsent | undefined;
  onClose: () => void;
  /** After the records are made: the register and the list read again. */
  onRecorded: () => void;
}

/**
 * The front desk records a patient's express consent to recalls: the wording read to them (its
 * version goes with the record), on which channels, in which language. One record per channel,
 * as the contract's records are per channel.
 */
export const RecordConsentDialog = ({ practiceId, row, onClose, onRecorded }: RecordConsentDialogProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = useLocaleSetting();
  const [channels, setChannels] = useState<readonly Channel[] | undefined>();
  const [language, setLanguage] = useState<Language | undefined>();
  const [missingChannel, setMissingChannel] = useState(false);
  const errorId = useId();
  const mutation = useRecordConsent({ mutation: { meta: MUTATION_META } });
  const chosen = channels ?? row?.channels ?? [];
  const spoken = language ?? (locale === 'fr' ? 'FR' : 'EN');
  // A 400 is said at the choice it names; any other failure above the buttons.
  const refusal = (field: string) =>
    isApiError(mutation.error) ? mutation.error.fieldMessage(field) : undefined;
  const channelError = missingChannel ? intl.formatMessage(messages.channelsRequired) : refusal('channel');
  const languageError = refusal('language');
  const failed = mutation.isError && !channelError && !languageError;

  const close = () => {
    setChannels(undefined);
    setLanguage(undefined);
    setMissingChannel(false);
    mutation.reset();
    onClose();
  };

  const toggle = (channel: Channel, checked: boolean) => {
    setMissingChannel(false);
    mutation.reset();
    setChannels(checked ? [...chosen, channel] : chosen.filter((entry) => entry !== channel));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!row || mutation.isPending) return;
    if (chosen.length === 0) return setMissingChannel(true);
    try {
      for (const channel of chosen) {
        await mutation.mutateAsync({
          practiceId,
          data: {
            patientId: row.patient.id,
            channel,
            category: 'RECALLS',
            basis: 'EXPRESS',
            wordingVersion: PREFERENCES_WORDING_VERSION,
            language: spoken,
          },
        });
      }
    } catch {
      return;
    }
    notify({ intent: 'success', message: messages.recorded });
    onRecorded();
    close();
  };

  return (
    <Dialog open={row !== undefined} onOpenChange={(_, data) => !data.open && !mutation.isPending && close()}>
      <DialogSurface>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
            <DialogContent className={styles.content}>
              {row && <Text weight="semibold">{intl.formatMessage(patientNameMessage, row.patient)}</Text>}
              <Text className={styles.wording}>{intl.formatMessage(messages.read)}</Text>
              <Text className={styles.version}>
                {intl.formatMessage(wordingVersionMessage, { version: PREFERENCES_WORDING_VERSION })}
              </Text>
              {/* Not a Fluent Field: it would lend its one control id to both checkboxes. */}
              <fieldset className={styles.group} aria-describedby={channelError ? errorId : undefined}>
                <legend className={styles.legend}>{intl.formatMessage(messages.channels)}</legend>
                {(['SMS', 'EMAIL'] as const).map((channel) => (
                  <Checkbox
                    key={channel}
                    label={intl.formatMessage(channelLabels[channel])}
                    checked={chosen.includes(channel)}
                    aria-invalid={channelError ? true : undefined}
                    onChange={(_, data) => toggle(channel, data.checked === true)}
                  />
                ))}
                {channelError && (
                  <Text id={errorId} className={styles.error} role="alert">
                    {channelError}
                  </Text>
                )}
              </fieldset>
              <Field label={intl.formatMessage(messages.language)} validationMessage={languageError}>
                <RadioGroup
                  value={spoken}
                  aria-invalid={languageError ? true : undefined}
                  onChange={(_, data) => setLanguage(data.value as Language)}
                >
                  {(['FR', 'EN'] as const).map((value) => (
                    <Radio key={value} value={value} label={intl.formatMessage(languageLabels[value])} />
                  ))}
                </RadioGroup>
              </Field>
              {failed && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{intl.formatMessage(messages.failed)}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions className={styles.actions}>
              <Button type="submit" appearance="primary" disabledFocusable={mutation.isPending}>
                {intl.formatMessage(mutation.isPending ? messages.pending : messages.submit)}
              </Button>
              <Button disabled={mutation.isPending} onClick={close}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
