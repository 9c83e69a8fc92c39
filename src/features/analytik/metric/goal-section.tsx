import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MetricDefinition } from '@/api/generated/analytik/model';
import { hrefs } from '@/config/paths';
import { AnalytikLink } from '../shared/analytik-link';
import { useMetricFormat } from '../shared/metric-format';
import { paceText } from '../shared/progress-text';
import { goalHeadingMessage, metricMessages as messages, noGoalMessage } from './metric-messages';
import type { MetricModel } from './metric-model';
import { monthExplanation } from './month-explanation';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: {
    margin: '0',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
    gap: tokens.spacingVerticalM,
    margin: '0',
  },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: '0', fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  sentence: { margin: '0', color: tokens.colorNeutralForeground2 },
  ahead: { color: tokens.colorPaletteGreenForeground1 },
  behind: { color: tokens.colorPaletteRedForeground1 },
});

interface GoalSectionProps {
  definition: MetricDefinition;
  model: MetricModel;
  year: number;
  practiceId: string;
}

/**
 * The year's goal, explained (issue 12 §5): the goal and its monthly split, the pace to date,
 * the projected year-end, each figure followed by the sentence saying how it was obtained.
 */
export const GoalSection = ({ definition, model, year, practiceId }: GoalSectionProps) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const styles = useStyles();
  const headingId = useId();
  const unit = definition.unit;
  const explained = monthExplanation(intl, format, definition, model, year);
  const pace = model.pace;
  const goalsHref = `${hrefs.analytikGoals()}?practice=${encodeURIComponent(practiceId)}&year=${year}`;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(goalHeadingMessage, { year: String(year) })}
      </h2>
      {model.goal === undefined && (
        <>
          <Text>{intl.formatMessage(noGoalMessage, { year: String(year) })}</Text>
          <AnalytikLink standalone href={goalsHref}>
            {intl.formatMessage(messages.setGoals)}
          </AnalytikLink>
        </>
      )}
      <dl className={styles.figures}>
        {model.goal !== undefined && (
          <div className={styles.figure}>
            <dt className={styles.term}>{intl.formatMessage(messages.yearlyGoal)}</dt>
            <dd className={styles.value}>{format.value(unit, model.goal)}</dd>
            {explained.split && <dd className={styles.sentence}>{explained.split}</dd>}
          </div>
        )}
        {pace && (
          <div className={styles.figure}>
            <dt className={styles.term}>{intl.formatMessage(messages.pace)}</dt>
            <dd
              className={mergeClasses(
                styles.value,
                pace.status === 'ahead' && styles.ahead,
                pace.needsAttention && styles.behind,
              )}
            >
              {paceText(intl, format, pace, unit)}
            </dd>
            {explained.pace.map((sentence) => (
              <dd key={sentence} className={styles.sentence}>
                {sentence}
              </dd>
            ))}
          </div>
        )}
        {model.projection && (
          <div className={styles.figure}>
            <dt className={styles.term}>
              {intl.formatMessage(
                model.projection.basis === 'complete' ? messages.finalValue : messages.projection,
              )}
            </dt>
            <dd className={styles.value}>{format.value(unit, model.projection.value)}</dd>
            {explained.projection && <dd className={styles.sentence}>{explained.projection}</dd>}
          </div>
        )}
      </dl>
    </section>
  );
};
