import { zodResolver } from '@hookform/resolvers/zod';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormStateActions } from '@/components/forms/form-actions';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Goal, GoalInput, MetricDefinition, MetricId } from '@/api/generated/analytik/model';
import { notify } from '@/components/feedback/snackbar-store';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { metricGroupMessages } from '@/i18n/analytik-labels';
import { METRIC_GROUPS } from '@/domain/analytik-metric-groups';
import { formatGoalNumber, parseGoalNumber, raiseGoal, roundGoal } from './goal-number';
import { GoalHelpers } from './goal-helpers';
import type { GoalReference } from '@/domain/analytik-goal-reference';
import { GoalRow } from './goal-row';
import { goalsMessages as messages, goalsOfMessage } from './goals-messages';
import { goalsSchema, type GoalsValues } from './goals-schema';
import { useSaveGoalsBatch } from './use-save-goals';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: '0' },
  groupTitle: {
    margin: '0',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  rows: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
});

interface GoalsFormProps {
  practiceId: string;
  practiceName: string;
  year: number;
  definitions: readonly MetricDefinition[];
  saved: readonly Goal[];
  references: ReadonlyMap<MetricId, GoalReference>;
  readOnly: boolean;
  /** The API refused the save (403): the screen turns read-only. */
  onRefused: () => void;
}

type Failure = 'invalid' | 'failed';

/**
 * The goals of a practice for a year, one field per metric, saved in one batch (all or
 * nothing). A failed save keeps every typed value; server errors go to their fields.
 */
export const GoalsForm = (props: GoalsFormProps) => {
  const { practiceId, practiceName, year, definitions, saved, references, readOnly, onRefused } = props;
  const intl = useIntl();
  const { locale } = useLocaleSetting();
  const styles = useStyles();
  const idPrefix = useId();
  const [failure, setFailure] = useState<Failure>();
  const save = useSaveGoalsBatch();
  const savedById = useMemo(() => new Map(saved.map((goal) => [goal.metricId, goal])), [saved]);
  const form = useForm<GoalsValues>({
    resolver: zodResolver(goalsSchema(definitions, savedById, locale)),
    defaultValues: Object.fromEntries(
      definitions.map(({ id }) => {
        const goal = savedById.get(id);
        return [id, goal ? formatGoalNumber(goal.value, locale) : ''];
      }),
    ) as GoalsValues,
  });
  const { isDirty } = form.formState;
  useLeaveGuard(isDirty && !readOnly);

  const setGoal = (id: MetricId, value: number) =>
    form.setValue(id, formatGoalNumber(value, locale), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const fillFromLastYear = () => {
    for (const { id, unit } of definitions) {
      const reference = references.get(id);
      if (reference) setGoal(id, roundGoal(unit, reference.value));
    }
  };

  const raiseAll = (percent: number) => {
    for (const { id, unit, goalDirection } of definitions) {
      const value = parseGoalNumber(form.getValues(id), locale);
      if (value !== undefined && !Number.isNaN(value))
        setGoal(id, raiseGoal(unit, goalDirection, value, percent));
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const changed: GoalInput[] = definitions.flatMap(({ id }) => {
      const value = parseGoalNumber(values[id], locale);
      if (value === undefined || Number.isNaN(value) || savedById.get(id)?.value === value) return [];
      return [{ practiceId, metricId: id, year, value }];
    });
    if (changed.length === 0) {
      form.reset(values);
      return;
    }
    try {
      await save(changed);
      form.reset(values);
      notify({ intent: 'success', message: successMessages.goalsSaved });
    } catch (error) {
      if (isApiError(error) && error.kind === 'forbidden') return onRefused();
      let placed = 0;
      if (isApiError(error) && error.kind === 'validation') {
        for (const { field, message } of error.fieldErrors) {
          // The API names an entry by its place in the batch: goals.3.value.
          const metricId = changed[Number(/^goals\.(\d+)/.exec(field)?.[1])]?.metricId;
          if (!metricId || form.getFieldState(metricId).error) continue;
          form.setError(metricId, { type: 'server', message }, { shouldFocus: placed === 0 });
          placed += 1;
        }
      }
      setFailure(placed > 0 ? 'invalid' : 'failed');
    }
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={intl.formatMessage(goalsOfMessage, { practice: practiceName, year: String(year) })}
      onSubmit={(event) => void onSubmit(event)}
    >
      {!readOnly && (
        <GoalHelpers canFill={references.size > 0} onFill={fillFromLastYear} onRaise={raiseAll} />
      )}
      {METRIC_GROUPS.map(({ group, metrics }) => (
        <section key={group} className={styles.group} aria-labelledby={`${idPrefix}-${group}`}>
          <h2 id={`${idPrefix}-${group}`} className={styles.groupTitle}>
            {intl.formatMessage(metricGroupMessages[group])}
          </h2>
          <div className={styles.rows}>
            {metrics.flatMap((id) => {
              const definition = definitions.find((entry) => entry.id === id);
              return definition
                ? [
                    <GoalRow
                      key={id}
                      control={form.control}
                      definition={definition}
                      referenceYear={year - 1}
                      reference={references.get(id)}
                      saved={savedById.get(id)}
                      readOnly={readOnly}
                    />,
                  ]
                : [];
            })}
          </div>
        </section>
      ))}
      {!readOnly && (
        <FormStateActions
          form={form}
          failure={failure && (failure === 'invalid' ? messages.saveInvalid : messages.saveFailed)}
          onUndo={() => setFailure(undefined)}
          labels={messages}
        />
      )}
    </form>
  );
};
