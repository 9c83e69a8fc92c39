import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ApiError } from '@/api/api-error';
import { replyToConversation } from '@/api/generated/communication/communication';
import {
  ReplyRefusal,
  type ConversationChannel,
  type ConversationSummary,
} from '@/api/generated/communication/model';
import { enumValues } from '@/utils/enum-values';
import { SelectField } from '@/components/forms/select-field';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import { errorMessage } from '@/lib/errors/error-message';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { notify } from '@/components/feedback/snackbar-store';
import { analyseSms } from '@/domain/sms-segments';
import { QUICK_TEXT_KEYS, quickText } from '@/domain/reply-quick-texts';
import { channelLabels } from '@/i18n/communication-labels';
import { unreachableReasonLabels } from '@/i18n/unreachable-labels';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { formatPhone } from '@/utils/phone';
import { SmsCounter } from '../shared/sms-counter/sms-counter';
import {
  quickTextLabels,
  refusalLabels,
  replyMessages as messages,
  refusalWithReasonMessage,
  toMessage,
  quickTextsMessage,
} from './reply-form-messages';
import { useRefreshInbox } from './inbox-query';
import { replyFormSchema, type ReplyFormValues } from './reply-form-schema';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  refusals: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground2,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
});

interface ReplyFormProps {
  practice: { id: string; name: string; phone?: string | undefined };
  conversation: ConversationSummary;
  channels: readonly ConversationChannel[];
}

const REFUSALS: readonly string[] = enumValues(ReplyRefusal);
const isRefusal = (code: string | undefined): code is ReplyRefusal =>
  code !== undefined && REFUSALS.includes(code);

/**
 * The staff's answer: by a channel that reaches the patient (those that do not say why), ready
 * texts in the patient's language, the SMS counter of the templates. A refused or failed send
 * keeps what was typed; leaving with a text typed asks first.
 */
export const ReplyForm = ({ practice, conversation, channels }: ReplyFormProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const refresh = useRefreshInbox(practice.id);
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const open = channels.filter((channel) => channel.available);
  const lastChannel = conversation.lastMessage.channel;
  const preferred = open.find((channel) => channel.channel === lastChannel) ?? open[0];
  const form = useForm<ReplyFormValues>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { channel: preferred?.channel ?? 'SMS', text: '', subject: '' },
  });
  const { control, handleSubmit, setValue, setError, reset, formState } = form;
  useLeaveGuard(formState.isDirty);
  const [channel, text] = useWatch({ control, name: ['channel', 'text'] });

  const send = useMutation({
    mutationFn: (values: ReplyFormValues) =>
      replyToConversation(practice.id, conversation.id, {
        channel: values.channel,
        text: values.text.trim(),
        ...(values.channel === 'EMAIL' && values.subject.trim() ? { subject: values.subject.trim() } : {}),
      }),
    // Every failure is said in the form, beside what was typed (kept): a refusal at the channel,
    // a 400 at its fields, anything else in the form's alert.
    meta: { ownErrors: ['conflict', 'validation', 'server', 'network', 'timeout', 'rate-limited'] },
    onSuccess: async () => {
      reset({ channel, text: '', subject: '' });
      notify({ intent: 'success', message: messages.sent });
      await refresh(conversation.id);
    },
    onError: async (error) => {
      if (applyServerFieldErrors(error, setError, ['channel', 'text', 'subject'])) return;
      if (!(error instanceof ApiError) || error.kind !== 'conflict') return;
      const reason = isRefusal(error.code) ? error.code : 'NO_VALID_CONTACT';
      setError('channel', {
        message: intl.formatMessage(refusalLabels[reason], {
          channel: intl.formatMessage(channelLabels[channel]),
        }),
      });
      // What the server knows now (an opt-out since the thread opened): the choices follow it.
      await refresh(conversation.id);
    },
  });

  const closed = channels.filter((entry) => !entry.available && entry.reason);
  const refusals = closed.length > 0 && (
    <ul className={styles.refusals}>
      {closed.map((entry) => (
        <li key={entry.channel}>
          {entry.contactReason
            ? intl.formatMessage(refusalWithReasonMessage, {
                refusal: intl.formatMessage(refusalLabels[entry.reason!], {
                  channel: intl.formatMessage(channelLabels[entry.channel]),
                }),
                reason: intl.formatMessage(unreachableReasonLabels[entry.contactReason]),
              })
            : intl.formatMessage(refusalLabels[entry.reason!], {
                channel: intl.formatMessage(channelLabels[entry.channel]),
              })}
        </li>
      ))}
    </ul>
  );
  if (open.length === 0) {
    return (
      <div className={styles.form}>
        <Text>{intl.formatMessage(messages.noChannel)}</Text>
        {refusals}
      </div>
    );
  }
  const values = {
    practiceName: practice.name,
    practicePhone: practice.phone,
    firstName: conversation.patient?.firstName,
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit((submitted) => send.mutate(submitted))(event)}
      noValidate
    >
      <h3 className={styles.heading}>{intl.formatMessage(messages.heading)}</h3>
      {send.isError &&
        !(send.error instanceof ApiError && ['conflict', 'validation'].includes(send.error.kind)) && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              {intl.formatMessage(messages.notSent)} {intl.formatMessage(errorMessage(send.error).descriptor)}
            </MessageBarBody>
          </MessageBar>
        )}
      <SelectField
        control={control}
        name="channel"
        label={intl.formatMessage(messages.channel)}
        options={open.map((entry) => ({
          value: entry.channel,
          label: intl.formatMessage(toMessage, {
            channel: intl.formatMessage(channelLabels[entry.channel]),
            to: entry.channel === 'SMS' ? formatPhone(entry.to, locale) : (entry.to ?? ''),
          }),
        }))}
      />
      {refusals}
      {channel === 'EMAIL' && (
        <TextField control={control} name="subject" label={intl.formatMessage(messages.subject)} />
      )}
      <TextareaField
        control={control}
        name="text"
        label={intl.formatMessage(messages.text)}
        required
        rows={4}
        maxLength={1600}
      />
      {channel === 'SMS' && text.trim() !== '' && (
        <SmsCounter analysis={analyseSms(text)} templateText={text} />
      )}
      <div className={styles.actions}>
        {/* A native list, not a menu: Fluent's Menu brought its positioning (10 KB gzip). */}
        <Field label={intl.formatMessage(quickTextsMessage, { language: conversation.language })}>
          <Select
            value=""
            onChange={(_, data) => {
              const key = QUICK_TEXT_KEYS.find((candidate) => candidate === data.value);
              if (key)
                setValue('text', quickText(key, conversation.language, values), {
                  shouldDirty: true,
                  shouldValidate: formState.isSubmitted,
                });
            }}
          >
            <option value="">{intl.formatMessage(messages.quickTextChoose)}</option>
            {QUICK_TEXT_KEYS.map((key) => (
              <option key={key} value={key}>
                {intl.formatMessage(quickTextLabels[key])}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" appearance="primary" disabled={send.isPending}>
          {intl.formatMessage(messages.send)}
        </Button>
      </div>
    </form>
  );
};
