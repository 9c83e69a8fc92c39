import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { MetricDefinition } from '@/api/generated/analytik/model';
import { useMetricFormat } from '../shared/metric-format';
import { metricTableMessages, unitMessages } from '@/i18n/analytik-labels';
import { metricMessages as messages } from './metric-messages';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: '0',
    '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  description: { margin: '0' },
});

/** What the metric is, in the user's language: its formula, its unit and what it tells. */
export const MetricAbout = ({ definition }: { definition: MetricDefinition }) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      <dt className={styles.term}>{intl.formatMessage(messages.formula)}</dt>
      <dd className={styles.description}>{format.text(definition.formula)}</dd>
      <dt className={styles.term}>{intl.formatMessage(metricTableMessages.unit)}</dt>
      <dd className={styles.description}>{intl.formatMessage(unitMessages[definition.unit])}</dd>
      <dt className={styles.term}>{intl.formatMessage(messages.help)}</dt>
      <dd className={styles.description}>{format.text(definition.help)}</dd>
    </dl>
  );
};
