import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useGetClinicGroup } from '@/api/generated/clinic-groups/clinic-groups';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';
import { LoadError } from '@/components/feedback/load-error';
import { clinicGroupErrorMessages } from '@/lib/errors/admin-error-messages';
import { adminMessages } from '../shared/admin-messages';
import { AddPracticesForm } from './add-practices-form';
import { clinicGroupsMessages as messages, memberCountMessage } from './clinic-groups-messages';
import { DeleteGroupSection } from './delete-group-section';
import { GroupMembers } from './group-members';
import { GroupNameForm } from './group-name-form';
import { DetailSection } from '../shared/detail-section';
import { GROUP_QUERY_META } from './use-clinic-group-cache';

const useStyles = makeStyles({
  summary: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  // A long name breaks rather than widening the panel past a phone's screen.
  wrap: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface GroupDetailBodyProps {
  group: ClinicGroup;
  /** Shows no control that changes anything (sys-admin-read). */
  readOnly: boolean;
  onDeleted: () => void;
}

/** Everything about one loaded group; for sys-admin, everything that changes it. */
const GroupDetailBody = ({ group, readOnly, onDeleted }: GroupDetailBodyProps) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <>
      <div className={styles.summary}>
        <Subtitle1 as="h2" className={styles.wrap}>
          {group.name}
        </Subtitle1>
        <Text className={styles.muted}>
          {intl.formatMessage(memberCountMessage, { count: group.numberOfClinics })}
        </Text>
      </div>
      {!readOnly && (
        <DetailSection title={intl.formatMessage(messages.nameHeading)}>
          <GroupNameForm group={group} />
        </DetailSection>
      )}
      <DetailSection title={intl.formatMessage(messages.membersHeading)}>
        <GroupMembers group={group} readOnly={readOnly} />
      </DetailSection>
      {!readOnly && (
        <DetailSection title={intl.formatMessage(messages.addHeading)}>
          <AddPracticesForm group={group} />
        </DetailSection>
      )}
      {!readOnly && <DeleteGroupSection group={group} onDeleted={onDeleted} />}
    </>
  );
};

interface ClinicGroupDetailProps extends Omit<GroupDetailBodyProps, 'group'> {
  /** The id of the address, as typed: anything but a positive whole number matches no group. */
  clinicGroupId: string;
}

const idOf = (text: string): number | undefined => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

const NotFound = () => {
  const intl = useIntl();
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{intl.formatMessage(adminMessages.notFound)}</MessageBarBody>
    </MessageBar>
  );
};

const LoadedGroup = ({ id, readOnly, onDeleted }: Omit<GroupDetailBodyProps, 'group'> & { id: number }) => {
  const intl = useIntl();
  const group = useGetClinicGroup(id, { query: { meta: GROUP_QUERY_META } });
  if (group.isPending) return <Spinner label={intl.formatMessage(messages.loadingGroup)} />;
  if (group.isError) {
    return isApiError(group.error) && group.error.kind === 'not-found' ? (
      <NotFound />
    ) : (
      <LoadError
        message={clinicGroupErrorMessages.fetchGroupsFailed}
        onRetry={group.refetch}
        retrying={group.isFetching}
      />
    );
  }
  // Forms start again from another group's values when the address names another group.
  return <GroupDetailBody key={group.data.id} group={group.data} readOnly={readOnly} onDeleted={onDeleted} />;
};

/** The group of the address: loading, not found, could not be loaded, or its details. */
export const ClinicGroupDetail = ({ clinicGroupId, readOnly, onDeleted }: ClinicGroupDetailProps) => {
  const id = idOf(clinicGroupId);
  if (id === undefined) return <NotFound />;
  return <LoadedGroup id={id} readOnly={readOnly} onDeleted={onDeleted} />;
};
