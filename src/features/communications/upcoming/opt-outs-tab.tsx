import { Button, Field, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { getCommunicationOptOutsQueryPageSizeDefault } from '@/api/generated/operation-schemas/getCommunicationOptOuts';
import { useGetCommunicationOptOuts } from '@/api/generated/communication/communication';
import {
  Channel,
  type GetCommunicationOptOutsParams,
  type OptOut,
} from '@/api/generated/communication/model';
import { DataTable } from '@/components/data-table/data-table';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { LoadError } from '@/components/feedback/load-error';
import { zonedDay } from '@/domain/zoned-time';
import { optOutColumns } from './opt-out-columns';
import { optOutMessages as messages, optOutTotalMessage } from './opt-out-messages';
import { channelLabels } from '@/i18n/communication-labels';
import { UPCOMING_PAGE_SIZES, type UpcomingPractice } from './upcoming-query';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  explanation: { maxWidth: '60rem' },
  filter: { maxWidth: '20rem' },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXL,
  },
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
  const { filters, page, pageSize, setPage } = table;
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
  const data = optOuts.data;
  const totalPages = data?.meta.totalPages ?? 0;

  useEffect(() => {
    if (!optOuts.isPlaceholderData && totalPages > 0 && page > totalPages)
      setPage(totalPages, { replace: true });
  }, [optOuts.isPlaceholderData, page, setPage, totalPages]);

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
      {optOuts.isError && (
        <LoadError message={messages.loadError} onRetry={optOuts.refetch} retrying={optOuts.isFetching} />
      )}
      {data === undefined && optOuts.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {data !== undefined && !optOuts.isError && (
        <>
          <Text role="status">{intl.formatMessage(optOutTotalMessage, { count: data.meta.totalItems })}</Text>
          <DataTable
            label={intl.formatMessage(messages.tableLabel)}
            columns={columns}
            rows={data.items}
            rowKey={rowKey}
            busy={optOuts.isPlaceholderData}
            empty={
              <div className={styles.empty} role="status">
                <Text>{intl.formatMessage(filters.channel ? messages.noneOnChannel : messages.none)}</Text>
                {filters.channel && (
                  <Button onClick={table.clearFilters}>{intl.formatMessage(messages.showAll)}</Button>
                )}
              </div>
            }
            pager={{
              page,
              totalPages,
              pageSize,
              pageSizes: UPCOMING_PAGE_SIZES,
              onPageChange: setPage,
              onPageSizeChange: table.setPageSize,
            }}
          />
        </>
      )}
    </div>
  );
};
