import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { PracticeServiceStatus, ServiceStatus } from '@/api/generated/practices/model';
import { ScrollRegion, useContentWidthTableStyles } from '@/components/data-table/scroll-region';
import { monitoringMessages as messages, statusMessages } from './monitoring-messages';
import { formatWrittenDate } from '@/i18n/format';

const useStyles = makeStyles({
  short: { whiteSpace: 'nowrap' },
  // Messages wrap, but never into a column too narrow to read.
  text: {
    minWidth: '14rem',
    maxWidth: '24rem',
    overflowWrap: 'anywhere',
    paddingBlock: tokens.spacingVerticalXS,
  },
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

/** The services installed at the practice (SPEC §2's monitoring columns), not paged: a handful. */
export const ServicesTable = ({ services }: { services: readonly PracticeServiceStatus[] }) => {
  const intl = useIntl();
  const styles = useStyles();
  const tableStyles = useContentWidthTableStyles();
  const label = intl.formatMessage(messages.servicesHeading);
  const when = (at: string) => formatWrittenDate(intl, at, { format: 'dateTime' });
  return (
    <ScrollRegion label={label}>
      <Table aria-label={label} className={tableStyles.table}>
        <TableHeader>
          <TableRow>
            {[
              messages.columnService,
              messages.columnVersion,
              messages.columnStatus,
              messages.columnLastLog,
              messages.columnCreatedAt,
              messages.columnError,
            ].map((column) => (
              <TableHeaderCell key={column.id} className={styles.short}>
                {intl.formatMessage(column)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {services.map((service) => (
            <TableRow key={service.serviceName}>
              <TableCell className={styles.short}>{service.serviceName}</TableCell>
              <TableCell className={styles.short}>{service.version}</TableCell>
              <TableCell className={styles.short}>
                <Badge appearance="tint" color={STATUS_COLOURS[service.status]} className={styles.badge}>
                  {intl.formatMessage(statusMessages[service.status])}
                </Badge>
              </TableCell>
              <TableCell className={styles.text}>
                {service.lastLog}
                <Text size={200} className={styles.when}>
                  {when(service.lastLogAt)}
                </Text>
              </TableCell>
              <TableCell className={styles.short}>
                {formatWrittenDate(intl, service.createdAt, { format: 'long' })}
              </TableCell>
              <TableCell className={styles.text}>{service.errorMessage}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
};
