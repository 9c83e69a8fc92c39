import { Badge, makeStyles, Text, tokens, type BadgeProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { PracticeServiceStatus, ServiceStatus } from '@/api/generated/practices/model';
import { FactList, type Fact } from './fact-list';
import { monitoringMessages as messages, statusMessages } from './monitoring-messages';
import { formatWrittenDate } from '@/i18n/format';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  service: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  badge: { whiteSpace: 'nowrap' },
  when: { display: 'block', color: tokens.colorNeutralForeground2 },
});

/** Each status in words and in a colour (never in colour alone). */
const STATUS_COLOURS: Record<ServiceStatus, NonNullable<BadgeProps['color']>> = {
  active: 'success',
  'off-line': 'danger',
  'to-check': 'warning',
  unknown: 'informative',
};

/**
 * The services installed at the practice (SPEC §2's monitoring columns), not paged: a handful.
 * One entry per service, its facts under its name and status: beside the list, the detail is
 * 28rem wide at 1280 px, and a six-column table there was cut at its edge.
 */
export const ServicesTable = ({ services }: { services: readonly PracticeServiceStatus[] }) => {
  const intl = useIntl();
  const styles = useStyles();
  const when = (at: string) => formatWrittenDate(intl, at, { format: 'dateTime' });
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(messages.servicesHeading)}>
      {services.map((service) => {
        const facts: Fact[] = [
          { label: intl.formatMessage(messages.columnVersion), value: service.version },
          {
            label: intl.formatMessage(messages.columnLastLog),
            value: (
              <>
                {service.lastLog}
                <Text size={200} className={styles.when}>
                  {when(service.lastLogAt)}
                </Text>
              </>
            ),
          },
          {
            label: intl.formatMessage(messages.columnCreatedAt),
            value: formatWrittenDate(intl, service.createdAt, { format: 'long' }),
          },
          ...(service.errorMessage
            ? [{ label: intl.formatMessage(messages.columnError), value: service.errorMessage }]
            : []),
        ];
        return (
          <li key={service.serviceName} className={styles.service}>
            <span className={styles.title}>
              <Text weight="semibold">{service.serviceName}</Text>
              <Badge appearance="tint" color={STATUS_COLOURS[service.status]} className={styles.badge}>
                {intl.formatMessage(statusMessages[service.status])}
              </Badge>
            </span>
            <FactList facts={facts} />
          </li>
        );
      })}
    </ul>
  );
};
