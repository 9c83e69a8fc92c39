import { makeStyles, mergeClasses, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { hrefs } from '@/config/paths';
import { AnalytikLink } from './analytik-link';
import { ExplainDisclosure } from './explain-disclosure';
import { useMetricFormat } from './metric-format';
import type { MetricProgress } from './metric-progress';
import {
  changeSamePeriodMessage,
  changeYearMessage,
  goalOfMessage,
  goalReachedMessage,
  progressMessages,
  projectedMessage,
} from './progress-messages';
import { changeText, paceText } from './progress-text';
import { totalsExplanation } from './totals-explanation';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  title: {
    margin: '0',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  value: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground2 },
  ahead: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  behind: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

interface MetricCardProps {
  item: MetricProgress;
  practiceId: string;
  /** h3 under a practice's h2 group, h4 on the overview where practices are h2 and groups h3. */
  headingLevel: 3 | 4;
}

/**
 * One metric's year for a practice: the value so far, the goal and the share reached, the pace
 * in the right direction, the projected year-end, the change against last year, and the
 * sentences saying how each was computed. The title links to the metric's own screen.
 */
export const MetricCard = ({ item, practiceId, headingLevel }: MetricCardProps) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const styles = useStyles();
  const titleId = useId();
  const { summary, progress, definition, year } = item;
  const unit = summary.unit;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const pace = progress.pace;
  const partial = item.monthsSoFar < 12;
  const href = `${hrefs.analytikMetric(practiceId, definition.id)}?year=${year}`;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        <AnalytikLink href={href}>{format.text(definition.label)}</AnalytikLink>
      </Heading>
      <Text size={600} weight="semibold" className={styles.value}>
        {format.value(unit, summary.value)}
      </Text>
      {summary.goal === undefined ? (
        <Text className={styles.muted}>{intl.formatMessage(progressMessages.noGoal)}</Text>
      ) : (
        <>
          <Text>{intl.formatMessage(goalOfMessage, { goal: format.value(unit, summary.goal) })}</Text>
          <ProgressBar
            value={Math.min(1, Math.max(0, item.reached))}
            max={1}
            thickness="large"
            color={pace?.needsAttention ? 'warning' : 'brand'}
            aria-label={intl.formatMessage(goalReachedMessage, {
              share: format.share(item.reached),
              year: String(year),
            })}
          />
        </>
      )}
      {pace && (
        <Text
          className={mergeClasses(
            pace.status === 'ahead' && styles.ahead,
            pace.needsAttention && styles.behind,
          )}
        >
          {paceText(intl, format, pace, unit)}
        </Text>
      )}
      {partial && (
        <Text>
          {intl.formatMessage(projectedMessage, { value: format.value(unit, progress.projection.value) })}
        </Text>
      )}
      {item.change !== undefined && (
        <Text className={styles.muted}>
          {intl.formatMessage(partial ? changeSamePeriodMessage : changeYearMessage, {
            change: changeText(intl, format, item.change, unit),
            year: String(year - 1),
          })}
        </Text>
      )}
      <ExplainDisclosure explain={() => totalsExplanation(intl, format, item)} />
    </article>
  );
};
