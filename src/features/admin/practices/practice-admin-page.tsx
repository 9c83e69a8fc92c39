import { PageContainer } from '@/components/layout/page-container';
import {
  Badge,
  Button,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { LoadError } from '@/components/feedback/load-error';
import { useIntl } from 'react-intl';
import { useGetPractices } from '@/api/generated/practices/practices';
import {
  pageOfMessage,
  practiceCountMessage,
  practiceListMessages as messages,
  provinceMessages,
} from './practice-list-messages';

const AUTOMATED_COMMUNICATIONS = 'Messages automatisés';
const PAGE_SIZE = 25;

const useStyles = makeStyles({
  name: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  pager: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  tableScroll: { overflowX: 'auto' },
});

/** Administration list of practices, paged by the server. */
export const PracticeAdminPage = () => {
  const styles = useStyles();
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, refetch } = useGetPractices({
    page,
    pageSize: PAGE_SIZE,
    sort: 'name:asc',
  });

  return (
    <PageContainer>
      <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
      {isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {isError && <LoadError message={messages.loadError} onRetry={refetch} retrying={isFetching} />}
      {data && (
        <>
          <Text>{intl.formatMessage(practiceCountMessage, { count: data.meta.totalItems })}</Text>
          <div className={styles.tableScroll}>
            <Table aria-label={intl.formatMessage(messages.title)}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{intl.formatMessage(messages.columnName)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(messages.columnCity)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(messages.columnProvince)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(messages.columnCommunications)}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((practice) => (
                  <TableRow key={practice.id}>
                    <TableCell>
                      <span className={styles.name}>
                        {practice.name || intl.formatMessage(messages.unknownName)}
                        {practice.missingInformation && (
                          <Badge appearance="tint" color="warning">
                            {intl.formatMessage(messages.missingInformation)}
                          </Badge>
                        )}
                      </span>
                    </TableCell>
                    <TableCell>{practice.city}</TableCell>
                    <TableCell>
                      {practice.province && intl.formatMessage(provinceMessages[practice.province])}
                    </TableCell>
                    <TableCell>
                      {intl.formatMessage(
                        practice.activeModules.includes(AUTOMATED_COMMUNICATIONS)
                          ? messages.yes
                          : messages.no,
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <nav className={styles.pager} aria-label={intl.formatMessage(messages.title)}>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {intl.formatMessage(messages.previousPage)}
            </Button>
            <Text>
              {intl.formatMessage(pageOfMessage, { page, totalPages: Math.max(1, data.meta.totalPages) })}
            </Text>
            <Button disabled={page >= data.meta.totalPages} onClick={() => setPage(page + 1)}>
              {intl.formatMessage(messages.nextPage)}
            </Button>
          </nav>
        </>
      )}
    </PageContainer>
  );
};
