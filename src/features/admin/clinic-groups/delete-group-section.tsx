import { Button, makeStyles, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useDeleteClinicGroup } from '@/api/generated/clinic-groups/clinic-groups';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';
import { confirm } from '@/components/feedback/dialog-kinds';
import { withValues } from '@/components/feedback/feedback-text';
import { notify } from '@/components/feedback/snackbar-store';
import { clinicGroupErrorMessages } from '@/lib/errors/admin-error-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import { clinicGroupsMessages as messages, deleteTitleMessage } from './clinic-groups-messages';
import { DetailSection } from '../shared/detail-section';
import { useClinicGroupCache } from './use-clinic-group-cache';

const useStyles = makeStyles({ button: { alignSelf: 'flex-start' } });

interface DeleteGroupSectionProps {
  group: ClinicGroup;
  /** The group is gone: back to the list. */
  onDeleted: () => void;
}

/** Deletes the group after a confirmation; refused (409) while users hold a role over it. */
export const DeleteGroupSection = ({ group, onDeleted }: DeleteGroupSectionProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const cache = useClinicGroupCache();
  const remove = useDeleteClinicGroup({
    mutation: {
      meta: adminMutationMeta,
      // Here rather than at mutate(): this panel is gone by the time the list shows.
      onSuccess: () => {
        notify({ intent: 'success', message: successMessages.groupDeleted });
        onDeleted();
        cache.deleted(group.id);
      },
    },
  });

  const askToDelete = async () => {
    const accepted = await confirm({
      title: withValues(deleteTitleMessage, { name: group.name }),
      text: messages.deleteText,
      confirmLabel: messages.deleteConfirm,
    });
    if (!accepted) return;
    const { onError } = outcomeSnackbars({
      success: successMessages.groupDeleted,
      failure: clinicGroupErrorMessages.deleteFailed,
    });
    remove.mutate(
      { id: group.id },
      {
        onError: (error) => {
          if (isApiError(error) && error.kind === 'conflict')
            notify({ intent: 'error', message: messages.deleteHasRoles });
          else onError(error);
        },
      },
    );
  };

  return (
    <DetailSection title={intl.formatMessage(messages.deleteHeading)}>
      <Text>{intl.formatMessage(messages.deleteIntro)}</Text>
      <Button
        className={styles.button}
        icon={<DeleteRegular />}
        disabledFocusable={remove.isPending}
        onClick={() => void askToDelete()}
      >
        {intl.formatMessage(messages.delete)}
      </Button>
    </DetailSection>
  );
};
