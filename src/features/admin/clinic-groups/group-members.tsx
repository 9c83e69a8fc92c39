import { Button, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { Link as RouterLink } from 'wouter';
import { useRemoveClinicsFromGroup } from '@/api/generated/clinic-groups/clinic-groups';
import type { ClinicGroup, NamedRef } from '@/api/generated/clinic-groups/model';
import { hrefs } from '@/config/paths';
import { confirm } from '@/components/feedback/dialog-kinds';
import { withValues } from '@/components/feedback/feedback-text';
import { notify } from '@/components/feedback/snackbar-store';
import { clinicGroupErrorMessages } from '@/lib/errors/admin-error-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import {
  clinicGroupsMessages as messages,
  removeLabelMessage,
  removeTitleMessage,
} from './clinic-groups-messages';
import { useClinicGroupCache } from './use-clinic-group-cache';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    outlineStyle: 'none',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    paddingBlock: tokens.spacingVerticalXXS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke3,
  },
  name: { minWidth: 0, overflowWrap: 'anywhere' },
  // A long name wraps; the button keeps its whole label beside it ("Retirer", not "Retir").
  remove: { flexShrink: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface GroupMembersProps {
  group: ClinicGroup;
  readOnly: boolean;
}

/**
 * The practices of the group, each a link to its administration page; for sys-admin each can be
 * removed from the group, after a confirmation (it changes who sees what).
 */
export const GroupMembers = ({ group, readOnly }: GroupMembersProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const cache = useClinicGroupCache();
  const list = useRef<HTMLUListElement>(null);
  const remove = useRemoveClinicsFromGroup({ mutation: { meta: adminMutationMeta } });

  const askToRemove = async (practice: NamedRef) => {
    const accepted = await confirm({
      title: withValues(removeTitleMessage, { practice: practice.name, group: group.name }),
      text: messages.removeText,
      confirmLabel: messages.removeConfirm,
    });
    if (!accepted) return;
    const outcome = outcomeSnackbars({
      success: successMessages.clinicsRemoved,
      failure: clinicGroupErrorMessages.updateFailed,
    });
    remove.mutate(
      { id: group.id, data: { practices: [practice.id] } },
      {
        onSuccess: (saved) => {
          cache.saved(saved);
          outcome.onSuccess();
          // The pressed button is gone with its row: the focus stays in the list.
          list.current?.focus();
        },
        onError: (error) => {
          // A refused removal (400) is no failure the general snackbar says: it would pass in silence.
          if (isApiError(error) && error.kind === 'validation')
            notify({ intent: 'error', message: clinicGroupErrorMessages.updateFailed });
          else outcome.onError(error);
        },
      },
    );
  };

  if (group.practices.length === 0) {
    return <Text className={styles.muted}>{intl.formatMessage(messages.noMembers)}</Text>;
  }
  return (
    <ul
      ref={list}
      tabIndex={-1}
      aria-label={intl.formatMessage(messages.membersHeading)}
      className={styles.list}
    >
      {group.practices.map((practice) => (
        <li key={practice.id} className={styles.item}>
          <RouterLink href={hrefs.adminPractices(practice.id)} asChild>
            <Link className={styles.name}>{practice.name}</Link>
          </RouterLink>
          {!readOnly && (
            <Button
              className={styles.remove}
              appearance="subtle"
              size="small"
              icon={<DismissRegular />}
              aria-label={intl.formatMessage(removeLabelMessage, { name: practice.name })}
              disabledFocusable={remove.isPending}
              onClick={() => void askToRemove(practice)}
            >
              {intl.formatMessage(messages.remove)}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
};
