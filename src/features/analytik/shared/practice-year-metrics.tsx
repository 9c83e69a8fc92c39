import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { LoadError } from '@/components/feedback/load-error';
import { useIntl } from 'react-intl';
import type { MetricDefinition } from '@/api/generated/analytik/model';
import {
  analytikMessages as messages,
  dataThroughMessage,
  noDataMessage,
  wholeYearMessage,
} from './analytik-messages';
import { AttentionSummary } from './attention-summary';
import { MetricCard } from './metric-card';
import { useMetricFormat } from './metric-format';
import { METRIC_GROUPS } from '@/domain/analytik-metric-groups';
import { metricGroupMessages } from '@/i18n/analytik-labels';
import { monthsCovered } from '@/domain/analytik-goal-reference';
import { metricProgress, type MetricProgress } from './metric-progress';
import { usePracticeYear } from './use-analytik-data';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  groupTitle: {
    margin: '0',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

interface PracticeYearMetricsProps {
  practiceId: string;
  practiceName: string;
  year: number;
  definitions: readonly MetricDefinition[];
  /** Level of the group headings: h2 on the practice screen, h3 under a practice on the overview. */
  groupHeadingLevel: 2 | 3;
}

/**
 * A practice's year, metric by metric, grouped by family, against its goals. Says so when the
 * practice has no data for the year instead of showing zeros.
 */
export const PracticeYearMetrics = ({
  practiceId,
  practiceName,
  year,
  definitions,
  groupHeadingLevel,
}: PracticeYearMetricsProps) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const styles = useStyles();
  const idPrefix = useId();
  const data = usePracticeYear(practiceId, year);

  if (data.noData) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>
          {intl.formatMessage(noDataMessage, { practice: practiceName, year: String(year) })}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (data.isError) {
    return <LoadError message={messages.loadError} onRetry={data.refetch} retrying={data.isFetching} />;
  }
  if (data.isPending || !data.summary) return <Spinner label={intl.formatMessage(messages.loading)} />;

  const summary = data.summary;
  const items = metricProgress(definitions, summary, data.previousYear);
  const byId = new Map<string, MetricProgress>(items.map((item) => [item.definition.id, item]));
  const GroupHeading = groupHeadingLevel === 2 ? 'h2' : 'h3';
  const cardHeading = groupHeadingLevel === 2 ? 3 : 4;
  const inProgress = monthsCovered(summary) < 12;

  return (
    <div className={styles.block}>
      <Text className={styles.muted}>
        {inProgress
          ? intl.formatMessage(dataThroughMessage, { date: format.day(summary.dataThrough) })
          : intl.formatMessage(wholeYearMessage, { year: String(year) })}
      </Text>
      {/* Attention is for a year still under way: a past year's cards say how it ended. */}
      {inProgress && (
        <AttentionSummary items={items} practiceId={practiceId} headingLevel={groupHeadingLevel} />
      )}
      {METRIC_GROUPS.map(({ group, metrics }) => {
        const groupItems = metrics.flatMap((id) => byId.get(id) ?? []);
        if (groupItems.length === 0) return null;
        const headingId = `${idPrefix}-${group}`;
        return (
          <section key={group} className={styles.group} aria-labelledby={headingId}>
            <GroupHeading id={headingId} className={styles.groupTitle}>
              {intl.formatMessage(metricGroupMessages[group])}
            </GroupHeading>
            <div className={styles.grid}>
              {groupItems.map((item) => (
                <MetricCard
                  key={item.definition.id}
                  item={item}
                  practiceId={practiceId}
                  headingLevel={cardHeading}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
};
