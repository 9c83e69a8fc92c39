import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ATTENTION_MARGIN } from '@/domain/analytik-goals';
import { hrefs } from '@/config/paths';
import { AnalytikLink } from './analytik-link';
import { useMetricFormat } from './metric-format';
import type { MetricProgress } from './metric-progress';
import { attentionCountMessage, attentionMessages as messages } from './progress-messages';
import { paceText, pointsText } from './progress-text';

const useStyles = makeStyles({
  summary: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    borderInlineStartWidth: tokens.strokeWidthThicker,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke1,
  },
  needed: { borderInlineStartColor: tokens.colorPaletteRedBorder2 },
  heading: {
    margin: '0',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: '0' },
  list: { margin: '0', paddingInlineStart: tokens.spacingHorizontalXL },
  gap: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The metrics that need attention, the farthest behind first. */
export const needingAttention = (items: readonly MetricProgress[]): MetricProgress[] =>
  items
    .filter((item) => item.progress.pace?.needsAttention)
    .sort((a, b) => Math.abs(b.progress.pace?.ratio ?? 0) - Math.abs(a.progress.pace?.ratio ?? 0));

interface AttentionSummaryProps {
  items: readonly MetricProgress[];
  practiceId: string;
  /** h2 on the practice screen, h3 under a practice's h2 on the overview. */
  headingLevel: 2 | 3;
}

/**
 * What a manager wants before the 17 cards: the few metrics well behind their goal's schedule
 * (pace.needsAttention, docs/decisions/021), each a link to its own screen, or that there is none.
 */
export const AttentionSummary = ({ items, practiceId, headingLevel }: AttentionSummaryProps) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const styles = useStyles();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const withGoal = items.filter((item) => item.summary.goal !== undefined);
  const flagged = needingAttention(items);
  const lead =
    withGoal.length === 0
      ? intl.formatMessage(messages.noGoal)
      : flagged.length === 0
        ? intl.formatMessage(messages.none)
        : intl.formatMessage(attentionCountMessage, {
            count: flagged.length,
            total: withGoal.length,
            ratio: format.share(ATTENTION_MARGIN.ratio),
            points: pointsText(intl, ATTENTION_MARGIN.points),
          });

  return (
    <section
      aria-labelledby={headingId}
      className={mergeClasses(styles.summary, flagged.length > 0 && styles.needed)}
    >
      <Heading id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </Heading>
      <p className={styles.text}>{lead}</p>
      {flagged.length > 0 && (
        <ul className={styles.list}>
          {flagged.map((item) => (
            <li key={item.definition.id}>
              <AnalytikLink
                href={`${hrefs.analytikMetric(practiceId, item.definition.id)}?year=${item.year}`}
              >
                {format.text(item.definition.label)}
              </AnalytikLink>
              {' · '}
              <span className={styles.gap}>
                {item.progress.pace && paceText(intl, format, item.progress.pace, item.summary.unit)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
