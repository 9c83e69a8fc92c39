import { Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { CommunicationStats } from '@/api/generated/communication/model';
import { kindNames } from '@/i18n/communication-labels';
import { historyHref } from '../shared/history-link';
import { KINDS } from '../shared/kinds';
import { notDeliveredLinkMessage, statsMessages as messages } from './stats-messages';

const useStyles = makeStyles({
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
  link: { marginTop: tokens.spacingVerticalXS, alignSelf: 'flex-start' },
  section: { display: 'flex', flexDirection: 'column' },
});

type Figure = { id: string; label: string; value: string };

/**
 * The period's figures as term / value lists, grouped: totals, by kind, by channel. With the
 * delivery rate, the totals lead to the messages of the period that were not delivered.
 */
export const StatsFigures = ({ stats }: { stats: CommunicationStats }) => {
  const intl = useIntl();
  const styles = useStyles();
  const number = (value: number) => intl.formatNumber(value);
  const rate = (count: number, of: number) =>
    of > 0 ? intl.formatNumber(count / of, { style: 'percent', maximumFractionDigits: 1 }) : '—';
  // A backend without the provider's receipts sends no `delivered`: no rate rather than 0 %.
  const deliveryRate: Figure[] =
    stats.delivered === undefined
      ? []
      : [
          {
            id: 'deliveryRate',
            label: intl.formatMessage(messages.deliveryRate),
            value: rate(stats.delivered, stats.totalSent),
          },
        ];
  const groups: { id: string; heading: string; figures: Figure[] }[] = [
    {
      id: 'totals',
      heading: intl.formatMessage(messages.totals),
      figures: [
        { id: 'total', label: intl.formatMessage(messages.totalSent), value: number(stats.totalSent) },
        {
          id: 'confirmations',
          label: intl.formatMessage(messages.confirmations),
          value: number(stats.confirmationsReceived),
        },
        {
          id: 'rate',
          label: intl.formatMessage(messages.confirmationRate),
          value: rate(stats.confirmationsReceived, stats.sentByKind.CONFIRMATION),
        },
        ...deliveryRate,
        { id: 'failed', label: intl.formatMessage(messages.failed), value: number(stats.failedDeliveries) },
        {
          id: 'segments',
          label: intl.formatMessage(messages.segments),
          value: number(stats.smsSegmentsUsed),
        },
      ],
    },
    {
      id: 'kinds',
      heading: intl.formatMessage(messages.byKind),
      figures: KINDS.map((kind) => ({
        id: kind,
        label: intl.formatMessage(kindNames[kind]),
        value: number(stats.sentByKind[kind]),
      })),
    },
    {
      id: 'channels',
      heading: intl.formatMessage(messages.byChannel),
      figures: [
        { id: 'sms', label: intl.formatMessage(messages.smsChannel), value: number(stats.sentByChannel.SMS) },
        {
          id: 'email',
          label: intl.formatMessage(messages.emailChannel),
          value: number(stats.sentByChannel.EMAIL),
        },
      ],
    },
  ];
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.id} className={styles.section}>
          <h3 className={styles.heading}>{group.heading}</h3>
          <dl className={styles.group}>
            {group.figures.map((figure) => (
              <div key={figure.id} className={styles.row}>
                <dt className={styles.term}>{figure.label}</dt>
                <dd className={styles.value}>{figure.value}</dd>
              </div>
            ))}
          </dl>
          {/* By status, not outcome: every message not delivered (an SMS that failed, an email
              that bounced or drew a complaint), the messages the failures figure counts. */}
          {group.id === 'totals' && deliveryRate.length > 0 && stats.failedDeliveries > 0 && (
            <Link href={historyHref({ status: 'FAILED', from: stats.startAt, to: stats.endAt })} asChild>
              <FluentLink className={styles.link}>
                {intl.formatMessage(notDeliveredLinkMessage, { count: stats.failedDeliveries })}
              </FluentLink>
            </Link>
          )}
        </section>
      ))}
    </div>
  );
};
