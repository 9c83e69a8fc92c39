import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Channel } from '@/api/generated/communication/model';
import { settingsFieldError } from './field-error';
import type { PreferenceFormValues } from './preference-form-values';
import { settingsMessages as messages } from './settings-messages';

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  required: { color: tokens.colorPaletteRedForeground3, paddingInlineStart: tokens.spacingHorizontalXS },
  options: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const OPTIONS = [
  { channel: 'SMS', label: messages.channelSms },
  { channel: 'EMAIL', label: messages.channelEmail },
] as const satisfies readonly { channel: Channel; label: unknown }[];

/**
 * The channels as a fieldset of checkboxes. Not a Fluent Field: a Field lends its one control id
 * to every checkbox inside, which would give them all the same id and name.
 */
export const ChannelField = ({
  control,
  disabled,
}: {
  control: Control<PreferenceFormValues>;
  disabled: boolean;
}) => {
  const intl = useIntl();
  const styles = useStyles();
  const errorId = useId();
  const { field, fieldState } = useController({ control, name: 'channels' });
  const error = settingsFieldError(intl, fieldState.error?.message);
  const toggle = (channel: Channel, checked: boolean) =>
    field.onChange(
      checked
        ? [...field.value.filter((value) => value !== channel), channel]
        : field.value.filter((value) => value !== channel),
    );
  return (
    <fieldset className={styles.group} {...(error ? { 'aria-describedby': errorId } : {})}>
      <legend className={styles.legend}>
        {intl.formatMessage(messages.channels)}
        <span aria-hidden className={styles.required}>
          *
        </span>
      </legend>
      <div className={styles.options}>
        {OPTIONS.map(({ channel, label }, index) => (
          <Checkbox
            key={channel}
            {...(index === 0 ? { ref: field.ref } : {})}
            name={field.name}
            value={channel}
            label={intl.formatMessage(label)}
            disabled={disabled}
            checked={field.value.includes(channel)}
            aria-invalid={error ? true : undefined}
            onChange={(_, data) => toggle(channel, data.checked === true)}
            onBlur={field.onBlur}
          />
        ))}
      </div>
      {error && (
        <Text id={errorId} role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </fieldset>
  );
};
