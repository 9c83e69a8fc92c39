import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Goal, MetricDefinition } from '@/api/generated/analytik/model';
import { TextField } from '@/components/forms/text-field';
import { unitMessages } from '@/i18n/analytik-labels';
import { useMetricFormat } from '../shared/metric-format';
import type { GoalReference } from '@/domain/analytik-goal-reference';
import {
  goalsMessages as messages,
  hintMessage,
  referenceActualMessage,
  referenceProjectedMessage,
  setByMessage,
} from './goals-messages';
import type { GoalsValues } from './goals-schema';

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  audit: { color: tokens.colorNeutralForeground2 },
});

interface GoalRowProps {
  control: Control<GoalsValues>;
  definition: MetricDefinition;
  referenceYear: number;
  reference: GoalReference | undefined;
  saved: Goal | undefined;
  readOnly: boolean;
}

/**
 * One metric's goal: the field, labelled with the metric and described by its unit and last
 * year's value (read with the field by screen readers), and who last changed the saved goal.
 */
export const GoalRow = ({ control, definition, referenceYear, reference, saved, readOnly }: GoalRowProps) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const styles = useStyles();
  const unit = definition.unit;
  const year = String(referenceYear);
  const referenceText = !reference
    ? intl.formatMessage(messages.noReference)
    : reference.projected
      ? intl.formatMessage(referenceProjectedMessage, {
          year,
          value: format.value(unit, reference.value),
          soFar: format.value(unit, reference.soFar),
        })
      : intl.formatMessage(referenceActualMessage, { year, value: format.value(unit, reference.value) });

  return (
    <div className={styles.row}>
      <TextField
        control={control}
        name={definition.id}
        label={format.text(definition.label)}
        hint={intl.formatMessage(hintMessage, {
          unit: intl.formatMessage(unitMessages[unit]),
          reference: referenceText,
        })}
        inputMode="decimal"
        autoComplete="off"
        readOnly={readOnly}
      />
      {saved && (
        <Text size={200} className={styles.audit}>
          {intl.formatMessage(setByMessage, {
            name: saved.updatedBy.name,
            date: format.dateTime(saved.updatedAt),
          })}
        </Text>
      )}
    </div>
  );
};
