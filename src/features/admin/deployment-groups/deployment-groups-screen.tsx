import { makeStyles, Spinner, Text, Title1, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetDeploymentGroups } from '@/api/generated/administration/administration';
import type { DeploymentGroup } from '@/api/generated/administration/model';
import { LoadError } from '@/components/feedback/load-error';
import { PageContainer } from '@/components/layout/page-container';
import { AdminDialog } from '../shared/admin-dialog';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import { DeploymentGroupForm } from './deployment-group-form';
import { deploymentGroupsMessages as messages } from './deployment-groups-messages';
import { DeploymentGroupsTable } from './deployment-groups-table';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/** The list explains its failures in place, with a retry; the general snackbar stays away. */
const LIST_META = { globalSpinner: false, ownErrors: ['server', 'network', 'timeout', 'contract'] } as const;

interface DeploymentGroupsScreenProps {
  /** sys-admin-read: every group shown, with no control that changes anything. */
  readOnly: boolean;
}

/** The deployment groups with their release, each renamed or given another release in a dialog. */
export const DeploymentGroupsScreen = ({ readOnly }: DeploymentGroupsScreenProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const groups = useGetDeploymentGroups({ query: { meta: LIST_META } });
  // The group stays while the dialog fades out, so its content does not vanish first.
  const [editing, setEditing] = useState<DeploymentGroup>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const edit = (group: DeploymentGroup) => {
    setEditing(group);
    setOpen(true);
  };

  return (
    <PageContainer className={styles.page}>
      <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
      <Text>{intl.formatMessage(messages.intro)}</Text>
      {readOnly && <ReadOnlyNotice />}
      {groups.isError && (
        <LoadError message={messages.loadFailed} onRetry={groups.refetch} retrying={groups.isFetching} />
      )}
      {groups.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {groups.data?.length === 0 && <Text>{intl.formatMessage(messages.empty)}</Text>}
      {groups.data && groups.data.length > 0 && (
        <DeploymentGroupsTable groups={groups.data} readOnly={readOnly} onEdit={edit} />
      )}
      {!readOnly && (
        <AdminDialog open={open} onOpenChange={setOpen} busy={busy}>
          {editing && (
            <DeploymentGroupForm
              key={editing.id}
              group={editing}
              onClose={() => setOpen(false)}
              onBusyChange={setBusy}
            />
          )}
        </AdminDialog>
      )}
    </PageContainer>
  );
};
