import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { analytikMessages as messages } from './analytik-messages';

const useStyles = makeStyles({
  field: { minWidth: '8rem', maxWidth: '12rem' },
});

interface YearSelectProps {
  years: readonly number[];
  value: number;
  onChange: (year: number) => void;
  label?: string;
}

/** A labelled native select: arrow keys and type-ahead, and the phone's own picker. */
export const YearSelect = ({ years, value, onChange, label }: YearSelectProps) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Field label={label ?? intl.formatMessage(messages.year)} className={styles.field}>
      <Select value={String(value)} onChange={(_, data) => onChange(Number(data.value))}>
        {[...years].reverse().map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
    </Field>
  );
};
