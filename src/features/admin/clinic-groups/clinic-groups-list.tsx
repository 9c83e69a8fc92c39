import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useGetClinicGroups } from '@/api/generated/clinic-groups/clinic-groups';
import { LoadError } from '@/components/feedback/load-error';
import { clinicGroupErrorMessages } from '@/lib/errors/admin-error-messages';
import { useDetailHref } from '../shared/admin-master-detail';
import { AdminSearchBox } from '../shared/admin-search-box';
import { ClinicGroupsTable } from './clinic-groups-table';
import { clinicGroupsMessages as messages, groupCountMessage } from './clinic-groups-messages';
import { CLINIC_GROUPS_PATH, useClinicGroupsView, viewGroups } from './clinic-groups-view';
import { CreateGroupDialog } from './create-group-dialog';
import { GROUP_QUERY_META } from './use-clinic-group-cache';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  search: { maxWidth: '24rem', width: '100%' },
});

interface ClinicGroupsListProps {
  /** The group whose details are open. */
  currentId: number | undefined;
  readOnly: boolean;
}

/** The groups searched by name (the address keeps the search), how many, and "Create a group". */
export const ClinicGroupsList = ({ currentId, readOnly }: ClinicGroupsListProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const view = useClinicGroupsView();
  const groups = useGetClinicGroups({ query: { meta: GROUP_QUERY_META } });
  const href = useDetailHref(CLINIC_GROUPS_PATH);
  const detailHref = (id: number) => href(id);
  const shown = groups.data ? viewGroups(groups.data, view.search) : [];

  return (
    <>
      <AdminSearchBox
        className={styles.search}
        value={view.search}
        onSearch={view.setSearch}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
      />
      <div className={styles.bar}>
        {groups.data ? (
          <Text role="status">{intl.formatMessage(groupCountMessage, { count: shown.length })}</Text>
        ) : (
          <span />
        )}
        {!readOnly && <CreateGroupDialog detailHref={detailHref} />}
      </div>
      {groups.isError && (
        <LoadError
          message={clinicGroupErrorMessages.fetchGroupsFailed}
          onRetry={groups.refetch}
          retrying={groups.isFetching}
        />
      )}
      {groups.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {groups.data &&
        (shown.length === 0 ? (
          <Text>{intl.formatMessage(groups.data.length === 0 ? messages.empty : messages.noMatch)}</Text>
        ) : (
          <ClinicGroupsTable groups={shown} currentId={currentId} detailHref={detailHref} />
        ))}
    </>
  );
};
