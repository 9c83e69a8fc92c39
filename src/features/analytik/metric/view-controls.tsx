import {
  Checkbox,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ViewMode } from '@/api/generated/analytik/model';
import { metricMessages as messages } from './metric-messages';

const useStyles = makeStyles({
  fieldset: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    margin: '0',
    padding: '0',
    ...shorthands.borderStyle('none'),
    minWidth: '0',
  },
  legend: {
    padding: '0',
    paddingBottom: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
});

const VIEW_LABELS = { table: messages.viewTable, line: messages.viewLine, bar: messages.viewBar } as const;

/**
 * The view mode as radio buttons: one tab stop, arrow keys to move, and each option announced
 * with its state ("Line chart, radio button, 2 of 3, checked").
 */
export const ViewModeSwitch = ({
  modes,
  value,
  onChange,
}: {
  modes: readonly ViewMode[];
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
}) => {
  const intl = useIntl();
  return (
    <Field label={intl.formatMessage(messages.viewAs)}>
      <RadioGroup layout="horizontal" value={value} onChange={(_, data) => onChange(data.value as ViewMode)}>
        {modes.map((mode) => (
          <Radio key={mode} value={mode} label={intl.formatMessage(VIEW_LABELS[mode])} />
        ))}
      </RadioGroup>
    </Field>
  );
};

/** Other years to show beside the chosen one: a named group of checkboxes. */
export const CompareYears = ({
  years,
  value,
  onChange,
}: {
  years: readonly number[];
  value: readonly number[];
  onChange: (years: number[]) => void;
}) => {
  const styles = useStyles();
  const intl = useIntl();
  const legendId = useId();
  if (years.length === 0) return null;
  return (
    <fieldset className={styles.fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {intl.formatMessage(messages.compareWith)}
      </legend>
      {[...years].reverse().map((year) => (
        <Checkbox
          key={year}
          label={String(year)}
          checked={value.includes(year)}
          onChange={(_, data) =>
            onChange(data.checked ? [...value, year] : value.filter((entry) => entry !== year))
          }
        />
      ))}
    </fieldset>
  );
};
