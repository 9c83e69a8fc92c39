import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { filterMessages as messages, rangeOptionMessage } from './filter-messages';
import { UPCOMING_RANGES } from './upcoming-query';

const useStyles = makeStyles({
  // Its own width beside the count: as a flex item at its content's width, « 14 jours à partir
  // d’aujourd’hui » was cut.
  field: { width: '20rem', maxWidth: '100%' },
});

/**
 * How many days of messages to show, from the practice's today: applied at once, as it moves the
 * forecast too, and kept in the URL with the filters.
 */
export const RangePicker = ({ days, onChange }: { days: number; onChange: (days: number) => void }) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Field label={intl.formatMessage(messages.range)} className={styles.field}>
      <Select value={String(days)} onChange={(_, data) => onChange(Number(data.value))}>
        {UPCOMING_RANGES.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage(rangeOptionMessage, { days: option })}
          </option>
        ))}
      </Select>
    </Field>
  );
};
