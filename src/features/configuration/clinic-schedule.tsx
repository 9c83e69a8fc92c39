import { Text } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { FigureTable } from '@/components/data-table/figure-table';
import { isApiError } from '@/api/api-error';
import { useGetScheduleColumns } from '@/api/generated/practices/practices';
import type { WeekdaySchedule } from '@/api/generated/practices/model';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { periodMessage, practiceSetupMessages as messages } from './practice-setup-messages';
import { formatClockTime, weekdayName, weekdayOrder } from './schedule-format';
import { SetupSection } from './setup-section';

/** The clinic's opening hours by weekday, Monday to Sunday (SPEC §3), as the system sends them. */
export const ClinicSchedule = ({ practiceId }: { practiceId: string }) => {
  const intl = useIntl();
  const { locale } = useLocaleSetting();
  const query = useGetScheduleColumns(practiceId);
  // A practice the system has not synchronised yet has no schedule: that is news, not a failure.
  const noSchedule = isApiError(query.error) && query.error.kind === 'not-found';
  const hoursOf = (day: WeekdaySchedule) =>
    day.periods.length === 0
      ? intl.formatMessage(messages.closed)
      : intl.formatList(
          day.periods.map((period) =>
            intl.formatMessage(periodMessage, {
              start: formatClockTime(period.start, locale),
              end: formatClockTime(period.end, locale),
            }),
          ),
          { type: 'conjunction' },
        );
  const week = [...(query.data?.weekSchedule ?? [])].sort(
    (a, b) => weekdayOrder(a.weekday) - weekdayOrder(b.weekday),
  );
  return (
    <SetupSection
      headingId="configuration-schedule"
      title={messages.scheduleTitle}
      loading={messages.scheduleLoading}
      error={messages.scheduleError}
      state={noSchedule ? 'success' : query.status}
      retrying={query.isFetching}
      retry={() => void query.refetch()}
    >
      {noSchedule ? (
        <Text>{intl.formatMessage(messages.noSchedule)}</Text>
      ) : (
        <FigureTable
          labelledBy="configuration-schedule"
          columns={[
            { label: intl.formatMessage(messages.weekday), nowrap: true },
            { label: intl.formatMessage(messages.hours) },
          ]}
          rows={week.map((day) => ({
            key: day.weekday,
            cells: [weekdayName(day.weekday, locale), hoursOf(day)],
          }))}
        />
      )}
    </SetupSection>
  );
};
