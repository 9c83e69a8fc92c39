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
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useGetAppointmentTypes } from '@/api/generated/practices/practices';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { durationMessage, practiceSetupMessages as messages } from './practice-setup-messages';
import { SetupSection } from './setup-section';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // A label longer than the cell (one long word) breaks rather than runs under the next column.
  label: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    overflowWrap: 'anywhere',
  },
  nowrap: { whiteSpace: 'nowrap' },
});

/** The practice's appointment types, in the interface's language when the system has both. */
export const AppointmentTypes = ({ practiceId }: { practiceId: string }) => {
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = useLocaleSetting();
  const query = useGetAppointmentTypes(practiceId);
  const types = query.data ?? [];
  return (
    <SetupSection
      headingId="configuration-types"
      title={messages.typesTitle}
      loading={messages.typesLoading}
      error={messages.typesError}
      state={query.status}
      retrying={query.isFetching}
      retry={() => void query.refetch()}
    >
      {types.length === 0 ? (
        <Text>{intl.formatMessage(messages.noTypes)}</Text>
      ) : (
        <div className={styles.scroll}>
          <Table size="small" aria-labelledby="configuration-types">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(messages.typeLabel)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(messages.typeCode)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(messages.typeDuration)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {types.map((type) => (
                <TableRow key={type.id}>
                  <TableCell>
                    <span className={styles.label}>
                      {locale === 'fr' ? (type.labelFr ?? type.label) : type.label}
                      {type.isHygiene && (
                        <Badge appearance="tint" color="informative">
                          {intl.formatMessage(messages.hygiene)}
                        </Badge>
                      )}
                    </span>
                  </TableCell>
                  <TableCell>{type.code}</TableCell>
                  <TableCell className={styles.nowrap}>
                    {intl.formatMessage(durationMessage, { minutes: type.durationMinutes })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SetupSection>
  );
};
