import { Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { getCommunicationOptOutsQueryPageSizeDefault } from '@/api/generated/operation-schemas/getCommunicationOptOuts';
import { useGetCommunicationOptOuts } from '@/api/generated/communication/communication';
import {
  Channel,
  type GetCommunicationOptOutsParams,
  type OptOut,
} from '@/api/generated/communication/model';
import { EmptyList } from '@/components/data-table/empty-list';
import { PagedList } from '@/components/data-table/paged-list';
import { usePager } from '@/components/data-table/use-pager';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { zonedDay } from '@/domain/zoned-time';
import { optOutColumns } from './opt-out-columns';
import { optOutMessages as messages, optOutTotalMessage } from './opt-out-messages';
import { channelLabels } from '@/i18n/communication-labels';
import { UPCOMING_PAGE_SIZES, type UpcomingPractice } from './upcoming-query';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  explanation: { maxWidth: '60rem' },
  filter: { maxWidth: '20rem' },
});

// Module level: useTableQuery keys on the shape's identity.
const optOutFilterShape = { channel: z.enum(Channel).optional() };

const rowKey = (row: OptOut) => `${row.patient.id}/${row.channel}`;

/** The patients who stopped a channel, most recent first, server-paged; read-only by design. */
export const OptOutsTab = ({ practice }: { practice: UpcomingPractice }) => {
  const intl = useIntl();
  const styles = useStyles();
  const table = useTableQuery({
    pageSizes: UPCOMING_PAGE_SIZES,
    defaultPageSize: getCommunicationOptOutsQueryPageSizeDefault,
    filters: optOutFilterShape,
  });
  const { filters, page, pageSize } = table;
  const params: GetCommunicationOptOutsParams = {
    page,
    pageSize,
    ...(filters.channel ? { channel: filters.channel } : {}),
  };
  const optOuts = useGetCommunicationOptOuts(practice.id, params, {
    query: {
      placeholderData: keepPreviousData,
      meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout'] },
    },
  });
  const today = zonedDay(new Date(), practice.timezone);
  const columns = useMemo(
    () => optOutColumns(intl, practice.timezone, today),
    [intl, practice.timezone, today],
  );
  const pager = usePager({
    table,
    totalPages: optOuts.data?.meta.totalPages ?? 0,
    settled: !optOuts.isPlaceholderData,
    pageSizes: UPCOMING_PAGE_SIZES,
  });

  return (
    <div className={styles.tab}>
      <Text className={styles.explanation}>{intl.formatMessage(messages.explanation)}</Text>
      <Field label={intl.formatMessage(messages.channel)} className={styles.filter}>
        <Select
          value={filters.channel ?? ''}
          onChange={(_, option) =>
            table.applyFilters({
              channel: option.value === 'SMS' || option.value === 'EMAIL' ? option.value : undefined,
            })
          }
        >
          <option value="">{intl.formatMessage(messages.any)}</option>
          {(['SMS', 'EMAIL'] as const).map((channel) => (
            <option key={channel} value={channel}>
              {intl.formatMessage(channelLabels[channel])}
            </option>
          ))}
        </Select>
      </Field>
      <PagedList
        query={optOuts}
        loadError={messages.loadError}
        loadingLabel={intl.formatMessage(messages.loading)}
        total={(count) => intl.formatMessage(optOutTotalMessage, { count })}
        label={intl.formatMessage(messages.tableLabel)}
        columns={columns}
        rowKey={rowKey}
        empty={
          <EmptyList
            message={intl.formatMessage(filters.channel ? messages.noneOnChannel : messages.none)}
            clear={
              filters.channel
                ? { label: intl.formatMessage(messages.showAll), onClear: table.clearFilters }
                : undefined
            }
          />
        }
        pager={pager}
      />
    </div>
  );
};
