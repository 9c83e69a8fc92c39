import { makeStyles, Subtitle1, Text, Title1, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetConsentRegisterQueryKey,
  getGetLapsingConsentsQueryKey,
  useGetConsentRegister,
  useGetLapsingConsents,
} from '@/api/generated/consent/consent';
import type { LapsingConsent } from '@/api/generated/consent/model';
import { EmptyList } from '@/components/data-table/empty-list';
import { PagedList } from '@/components/data-table/paged-list';
import { usePager } from '@/components/data-table/use-pager';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { LoadError } from '@/components/feedback/load-error';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { PageContainer } from '@/components/layout/page-container';
import { errorMessage } from '@/lib/errors/error-message';
import { saveBlob, type SaveFile } from '@/utils/save-file';
import { ConsentCounts } from './consent-counts';
import { ConsentExport } from './consent-export';
import { consentMessages as messages, totalMessage } from './consent-messages';
import {
  LAPSING_DEFAULT_PAGE_SIZE,
  LAPSING_PAGE_SIZES,
  lapsingFilterShape,
  lapsingParams,
  type ConsentPractice,
} from './consent-query';
import { useLapsingColumns } from './lapsing-columns';
import { RecordConsentDialog } from './record-consent-dialog';

// The screen shows its own progress and says the failure in place, with a retry.
const QUERY_META = { globalSpinner: false, ownErrors: ['server', 'network', 'timeout'] } as const;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  intro: { maxWidth: '60rem' },
});

const rowKey = (row: LapsingConsent) => row.patient.id;

interface ConsentRegisterProps {
  practice: ConsentPractice;
  /** Managers record consents; the others read. */
  canManage: boolean;
  /** Where the export goes; the browser's download by default (tests read what it gets). */
  saveFile?: SaveFile;
}

/**
 * The practice's consent register (CASL; Quebec's Law 25): how its patients stand per channel and
 * category, the patients whose implied consent lapses in the next 30 days (the front desk asks
 * them, and records their express consent here), and every record as a CSV file, the proof.
 */
export const ConsentRegister = ({ practice, canManage, saveFile = saveBlob }: ConsentRegisterProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const queryClient = useQueryClient();
  const lapsingHeading = useId();
  const [recording, setRecording] = useState<LapsingConsent | undefined>();
  const register = useGetConsentRegister(practice.id, { query: { meta: QUERY_META } });
  const table = useTableQuery({
    pageSizes: LAPSING_PAGE_SIZES,
    defaultPageSize: LAPSING_DEFAULT_PAGE_SIZE,
    filters: lapsingFilterShape,
  });
  const { page, pageSize } = table;
  const list = useGetLapsingConsents(practice.id, lapsingParams(page, pageSize), {
    query: { placeholderData: keepPreviousData, meta: QUERY_META },
  });
  const columns = useLapsingColumns(canManage ? setRecording : undefined);
  const pager = usePager({
    table,
    totalPages: list.data?.meta.totalPages ?? 0,
    settled: !list.isPlaceholderData,
    pageSizes: LAPSING_PAGE_SIZES,
  });
  const refresh = useCallback(() => {
    for (const queryKey of [
      getGetConsentRegisterQueryKey(practice.id),
      getGetLapsingConsentsQueryKey(practice.id),
    ])
      void queryClient.invalidateQueries({ queryKey });
  }, [practice.id, queryClient]);
  const recorded = register.data?.counts
    .filter((count) => count.standing !== 'NONE')
    .reduce((sum, count) => sum + count.patients, 0);

  return (
    <PageContainer className={styles.page}>
      <div className={styles.header}>
        <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
        <Text className={styles.intro}>{intl.formatMessage(messages.intro)}</Text>
        <ConsentExport practice={practice} total={recorded} saveFile={saveFile} />
      </div>
      {register.data ? (
        <ConsentCounts register={register.data} />
      ) : register.isError ? (
        <LoadError
          message={errorMessage(register.error).descriptor}
          onRetry={() => register.refetch()}
          retrying={register.isFetching}
        />
      ) : (
        <PageSpinner label={intl.formatMessage(messages.countsLoading)} />
      )}
      <section className={styles.section} aria-labelledby={lapsingHeading}>
        <Subtitle1 as="h2" id={lapsingHeading}>
          {intl.formatMessage(messages.lapsingTitle)}
        </Subtitle1>
        <Text className={styles.intro}>{intl.formatMessage(messages.lapsingIntro)}</Text>
        <PagedList
          query={list}
          loadError={errorMessage(list.error).descriptor}
          loadingLabel={intl.formatMessage(messages.loading)}
          total={(count) => intl.formatMessage(totalMessage, { count })}
          label={intl.formatMessage(messages.tableLabel)}
          columns={columns}
          rowKey={rowKey}
          empty={<EmptyList message={intl.formatMessage(messages.none)} />}
          pager={pager}
        />
      </section>
      <RecordConsentDialog
        practiceId={practice.id}
        row={recording}
        onClose={() => setRecording(undefined)}
        onRecorded={refresh}
      />
    </PageContainer>
  );
};
