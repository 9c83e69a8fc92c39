import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { CommunicationPreference, MessageKind } from '@/api/generated/communication/model';
import { openCommunicationProfileErrorDialog } from '@/components/feedback/dialog-kinds';
import { notify } from '@/components/feedback/snackbar-store';
import { generalErrorMessages } from '@/lib/errors/general-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { allowsBookingNotice } from '@/domain/communication-timing';
import { describeRule } from '../shared/rule-summary';
import { ChannelField } from './channel-field';
import { FixedRules } from './fixed-rules';
import {
  defaultFormValues,
  parseDays,
  preferenceFormSchema,
  toFormValues,
  type PreferenceFormValues,
} from './preference-form-values';
import { settingsMessages as messages } from './settings-messages';
import type { SaveRequest } from './use-save-preference';
import { BookingNoticeField } from './booking-notice-field';
import { TimingFields } from './timing-fields';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  // The label above its sentence: Fluent's Text stays inline even as a <p>, which ran the two
  // together ("In plain wordsBy SMS…").
  summary: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/** SPEC §8: each kind has its own save failure ('please make sure to fill well the form'). */
const SAVE_FAILED = {
  REMINDER: generalErrorMessages.notificationsSaveFailed,
  CONFIRMATION: generalErrorMessages.confirmationsSaveFailed,
  HYGIENE_RECALL: generalErrorMessages.hygieneRecallsSaveFailed,
} as const;

const FIELDS = ['channels', 'sendTiming', 'days', 'sendHour', 'notifyOnBooking'] as const;
const isFormField = (field: string): field is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(field);

interface PreferenceFormProps {
  kind: MessageKind;
  preference: CommunicationPreference | undefined;
  readOnly: boolean;
  save: (request: SaveRequest) => Promise<CommunicationPreference>;
}

/**
 * Channels and timing of one kind, restated as a sentence while they change. A failed save keeps
 * everything typed, puts a 400's field errors at their fields and says the kind's message.
 */
export const PreferenceForm = ({ kind, preference, readOnly, save }: PreferenceFormProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const headingId = useId();
  const [enableOnCreate, setEnableOnCreate] = useState(true);
  // The last save failed: said in the form, beside what was typed, as long as nothing is retried.
  const [failed, setFailed] = useState(false);
  const bookingNotice = useFeatureFlag('new_apt_notifications') && allowsBookingNotice(kind);
  const form = useForm<PreferenceFormValues>({
    resolver: zodResolver(preferenceFormSchema(kind)),
    defaultValues: preference ? toFormValues(preference) : defaultFormValues(kind),
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  useLeaveGuard(formState.isDirty);

  // A preference saved elsewhere (or the state polled) refreshes the form unless it is being edited.
  useEffect(() => {
    if (preference && !formState.isDirty) reset(toFormValues(preference));
  }, [preference, formState.isDirty, reset]);

  const values = useWatch({ control });
  const rule = describeRule(intl, kind, {
    channels: values.channels ?? [],
    sendTiming: values.sendTiming ?? 'BEFORE',
    days: parseDays(values.days ?? ''),
    sendHour: values.sendHour,
    notifyOnBooking: bookingNotice && values.notifyOnBooking === true,
  });

  const onSubmit = handleSubmit(async (submitted) => {
    setFailed(false);
    try {
      const saved = await save({ current: preference, values: submitted, enableOnCreate, bookingNotice });
      reset(toFormValues(saved));
      notify({ intent: 'success', message: successMessages.saved });
    } catch (error) {
      setFailed(true);
      if (isApiError(error) && ['network', 'timeout', 'rate-limited'].includes(error.kind)) return;
      if (isApiError(error)) {
        const fieldErrors = error.fieldErrors.filter((fieldError) => isFormField(fieldError.field));
        fieldErrors.forEach((fieldError, index) =>
          setError(
            fieldError.field as (typeof FIELDS)[number],
            { type: 'server', message: fieldError.message },
            { shouldFocus: index === 0 },
          ),
        );
      }
      // SPEC §2: a kind's preference that cannot be created is the communication profile's error.
      const creationRefused =
        !preference &&
        isApiError(error) &&
        ['server', 'contract', 'conflict', 'not-found'].includes(error.kind);
      // Otherwise the kind's message is said in the form (failed), not in a snackbar that goes away.
      if (creationRefused) void openCommunicationProfileErrorDialog();
    }
  });

  const disabled = readOnly || formState.isSubmitting;
  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.whenAndHow)}
      </h2>
      <ChannelField control={control} disabled={disabled} />
      <TimingFields kind={kind} control={control} disabled={disabled} />
      {bookingNotice && <BookingNoticeField control={control} disabled={disabled} />}
      <div className={styles.summary}>
        <Text weight="semibold">{intl.formatMessage(messages.summary)}</Text>
        <Text as="p" aria-live="polite">
          {rule ?? intl.formatMessage(messages.summaryIncomplete)}
        </Text>
      </div>
      <FixedRules kind={kind} />
      {!preference && !readOnly && (
        <Checkbox
          checked={enableOnCreate}
          label={intl.formatMessage(messages.enableOnSave)}
          onChange={(_, data) => setEnableOnCreate(data.checked === true)}
        />
      )}
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{intl.formatMessage(SAVE_FAILED[kind])}</MessageBarBody>
        </MessageBar>
      )}
      {!readOnly && (
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={formState.isSubmitting}>
            {intl.formatMessage(formState.isSubmitting ? messages.saving : messages.save)}
          </Button>
          {formState.isSubmitting && <Spinner size="tiny" />}
          {formState.isDirty && !formState.isSubmitting && (
            <Button
              onClick={() => {
                setFailed(false);
                reset();
              }}
            >
              {intl.formatMessage(messages.discard)}
            </Button>
          )}
        </div>
      )}
    </form>
  );
};
