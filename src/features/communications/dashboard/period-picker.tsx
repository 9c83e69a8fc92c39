import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { fieldIssue } from '@/components/forms/field-messages';
import { TextField } from '@/components/forms/text-field';
import { periodMessages as messages } from './period-messages';
import { MAX_PERIOD_DAYS, periodProblem } from '@/domain/stats-period';
import { PERIOD_PRESETS, type Period, type PeriodPreset } from './stats-period';

const useStyles = makeStyles({
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  date: { minWidth: '10rem' },
  // Lines the button up with the inputs under their labels.
  apply: { marginTop: tokens.spacingVerticalXXL },
});

const day = z.iso.date(fieldIssue('invalid'));

/** Both days required; the last on or after the first; at most the server's 366 days. */
const rangeSchema = z
  .object({
    from: z.string().min(1, fieldIssue('required')).pipe(day),
    to: z.string().min(1, fieldIssue('required')).pipe(day),
  })
  .superRefine(({ from, to }, context) => {
    const problem = periodProblem(from, to);
    if (problem === 'endBeforeStart')
      context.addIssue({ code: 'custom', path: ['to'], message: fieldIssue(messages.endBeforeStart).error });
    else if (problem === 'tooLong')
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: fieldIssue(messages.tooLong, { max: MAX_PERIOD_DAYS }).error,
      });
  });

type RangeValues = z.infer<typeof rangeSchema>;

interface PeriodPickerProps {
  preset: PeriodPreset;
  /** The days shown now: they fill the custom range when it is chosen. */
  period: Period | undefined;
  onPresetChange: (preset: PeriodPreset) => void;
  onRangeApply: (period: Period) => void;
}

/** The statistics period: a preset, or two native date inputs for a custom range. */
export const PeriodPicker = ({ preset, period, onPresetChange, onRangeApply }: PeriodPickerProps) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.controls}>
      <Field label={intl.formatMessage(messages.period)}>
        <Select value={preset} onChange={(_, data) => onPresetChange(data.value as PeriodPreset)}>
          {PERIOD_PRESETS.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(messages[value])}
            </option>
          ))}
        </Select>
      </Field>
      {preset === 'custom' && (
        <RangeForm
          key={period ? `${period.startAt}/${period.endAt}` : 'empty'}
          period={period}
          onApply={onRangeApply}
        />
      )}
    </div>
  );
};

const RangeForm = ({
  period,
  onApply,
}: {
  period: Period | undefined;
  onApply: (period: Period) => void;
}) => {
  const intl = useIntl();
  const styles = useStyles();
  const { control, handleSubmit } = useForm<RangeValues>({
    resolver: zodResolver(rangeSchema),
    defaultValues: { from: period?.startAt ?? '', to: period?.endAt ?? '' },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(({ from, to }) => onApply({ startAt: from, endAt: to }))(event)}
    >
      <TextField
        control={control}
        name="from"
        type="date"
        required
        className={styles.date}
        label={intl.formatMessage(messages.from)}
      />
      <TextField
        control={control}
        name="to"
        type="date"
        required
        className={styles.date}
        label={intl.formatMessage(messages.to)}
      />
      <Button type="submit" appearance="primary" className={styles.apply}>
        {intl.formatMessage(messages.apply)}
      </Button>
    </form>
  );
};
