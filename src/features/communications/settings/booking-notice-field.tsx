import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { PreferenceFormValues } from './preference-form-values';
import { settingsMessages as messages } from './settings-messages';

const useStyles = makeStyles({
  field: { display: 'grid', gap: tokens.spacingVerticalXXS },
  heading: { fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3, paddingInlineStart: tokens.spacingHorizontalXXL },
});

/**
 * New appointment notifications (the `new_apt_notifications` flag): besides the notice before the
 * appointment, one as soon as an appointment is booked, so the patient has the date in writing.
 */
export const BookingNoticeField = ({
  control,
  disabled,
}: {
  control: Control<PreferenceFormValues>;
  disabled: boolean;
}) => {
  const intl = useIntl();
  const styles = useStyles();
  const hintId = useId();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'notifyOnBooking' });
  return (
    <div className={styles.field}>
      <Text className={styles.heading}>{intl.formatMessage(messages.bookingNoticeLabel)}</Text>
      <Checkbox
        ref={ref}
        name={name}
        disabled={disabled}
        checked={value}
        label={intl.formatMessage(messages.bookingNotice)}
        aria-describedby={hintId}
        aria-invalid={fieldState.error ? true : undefined}
        onChange={(_, data) => onChange(data.checked === true)}
        onBlur={onBlur}
      />
      <Text id={hintId} size={200} className={styles.hint}>
        {fieldState.error?.message ?? intl.formatMessage(messages.bookingNoticeHint)}
      </Text>
    </div>
  );
};
