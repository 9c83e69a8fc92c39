import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { FigureTable } from '@/components/data-table/figure-table';
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
          <FigureTable
            labelledBy="configuration-types"
            columns={[
              { label: intl.formatMessage(messages.typeLabel) },
              { label: intl.formatMessage(messages.typeCode) },
              { label: intl.formatMessage(messages.typeDuration), nowrap: true },
            ]}
            rows={types.map((type) => ({
              key: type.id,
              cells: [
                <span key="label" className={styles.label}>
                  {locale === 'fr' ? (type.labelFr ?? type.label) : type.label}
                  {type.isHygiene && (
                    <Badge appearance="tint" color="informative">
                      {intl.formatMessage(messages.hygiene)}
                    </Badge>
                  )}
                </span>,
                type.code,
                intl.formatMessage(durationMessage, { minutes: type.durationMinutes }),
              ],
            }))}
          />
        </div>
      )}
    </SetupSection>
  );
};
