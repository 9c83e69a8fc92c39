import { Field, Input, makeStyles, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { MessageKind, SendTiming } from '@/api/generated/communication/model';
import { ALLOWED_TIMINGS, usesDays, usesSendHour } from '@/domain/communication-timing';
import { allowedSendHours } from '@/domain/quiet-hours';
import { formatSendHour } from '../shared/rule-summary';
import { settingsFieldError } from './field-error';
import type { PreferenceFormValues } from './preference-form-values';
import { settingsMessages as messages } from './settings-messages';

const useStyles = makeStyles({
  days: { maxWidth: '12rem' },
  hour: { maxWidth: '16rem' },
});

const TIMING_LABELS: Record<MessageKind, Partial<Record<SendTiming, MessageDescriptor>>> = {
  REMINDER: {},
  CONFIRMATION: { APPOINTMENT_CREATION: messages.timingAtCreation, BEFORE: messages.timingBeforeAppointment },
  HYGIENE_RECALL: {
    BEFORE: messages.timingBeforeDueDate,
    NONE: messages.timingOnDueDate,
    AFTER: messages.timingAfterDueDate,
  },
};

const daysLabel = (kind: MessageKind, timing: SendTiming) =>
  kind !== 'HYGIENE_RECALL'
    ? messages.businessDaysBefore
    : timing === 'AFTER'
      ? messages.daysAfterDueDate
      : messages.daysBeforeDueDate;

interface FieldProps {
  kind: MessageKind;
  control: Control<PreferenceFormValues>;
  disabled: boolean;
}

const TimingChoice = ({ kind, control, disabled }: FieldProps) => {
  const intl = useIntl();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'sendTiming' });
  const error = settingsFieldError(intl, fieldState.error?.message);
  return (
    <Field
      label={intl.formatMessage(messages.timing)}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <RadioGroup
        ref={ref}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
      >
        {ALLOWED_TIMINGS[kind].map((option) => {
          const label = TIMING_LABELS[kind][option];
          return label ? <Radio key={option} value={option} label={intl.formatMessage(label)} /> : null;
        })}
      </RadioGroup>
    </Field>
  );
};

const DaysField = ({ kind, control, disabled, timing }: FieldProps & { timing: SendTiming }) => {
  const intl = useIntl();
  const styles = useStyles();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'days' });
  const error = settingsFieldError(intl, fieldState.error?.message);
  return (
    <Field
      label={intl.formatMessage(daysLabel(kind, timing))}
      hint={intl.formatMessage(kind === 'HYGIENE_RECALL' ? messages.daysHint : messages.businessDaysHint)}
      required
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Input
        ref={ref}
        name={name}
        className={styles.days}
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        step={1}
        disabled={disabled}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
      />
    </Field>
  );
};

const SendHourField = ({ control, disabled }: Omit<FieldProps, 'kind'>) => {
  const intl = useIntl();
  const styles = useStyles();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'sendHour' });
  const error = settingsFieldError(intl, fieldState.error?.message);
  // Only the hours outside quiet hours are offered; an hour saved before the rule (or by another
  // client) is still shown as it is, and the form refuses it at the field until another is chosen.
  const hours = allowedSendHours.includes(value)
    ? allowedSendHours
    : [...allowedSendHours, value].sort((a, b) => a - b);
  return (
    <Field
      label={intl.formatMessage(messages.sendHour)}
      hint={intl.formatMessage(messages.sendHourHint)}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Select
        ref={ref}
        name={name}
        className={styles.hour}
        disabled={disabled}
        value={String(value)}
        onChange={(_, data) => onChange(Number(data.value))}
        onBlur={onBlur}
      >
        {hours.map((hour) => (
          <option key={hour} value={hour}>
            {formatSendHour(intl, hour)}
          </option>
        ))}
      </Select>
    </Field>
  );
};

/**
 * When a kind's messages go out: the timing its kind allows (a choice only where there is one),
 * the days where the timing counts them, and the hour where the message is scheduled.
 */
export const TimingFields = (props: FieldProps) => {
  const timing = useWatch({ control: props.control, name: 'sendTiming' });
  return (
    <>
      {ALLOWED_TIMINGS[props.kind].length > 1 && <TimingChoice {...props} />}
      {usesDays(timing) && <DaysField {...props} timing={timing} />}
      {usesSendHour(timing) && <SendHourField control={props.control} disabled={props.disabled} />}
    </>
  );
};
