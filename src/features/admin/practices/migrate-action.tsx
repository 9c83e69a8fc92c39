import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Practice } from '@/api/generated/practices/model';
import {
  getGetPracticeQueryKey,
  getGetPracticesQueryKey,
  useMigratePractice,
} from '@/api/generated/practices/practices';
import { confirm } from '@/components/feedback/dialog-kinds';
import { withValues } from '@/components/feedback/feedback-text';
import { adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import { confirmMigrationTitle, deploymentsMessages as messages } from './deployments-messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

/** The problem codes of migratePractice's 409 (openapi/practices.yaml), in the user's language. */
const REFUSALS: Record<string, MessageDescriptor> = {
  NO_NEW_INFRASTRUCTURE_SUPPORT: messages.unsupported,
  PRACTICE_ALREADY_MIGRATED: messages.alreadyMigrated,
};

/**
 * Migration to the new infrastructure, after a confirmation. A practice flagged
 * noNewInfrastructureSupport cannot be migrated: the button stays focusable but inactive, with
 * the reason beside it. A refusal of the server (409) shows its reason in place.
 */
export const MigrateAction = ({ practice }: { practice: Practice }) => {
  const intl = useIntl();
  const styles = useStyles();
  const reasonId = useId();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string>();
  const migrate = useMigratePractice({ mutation: { meta: adminMutationMeta } });
  const unsupported = practice.noNewInfrastructureSupport === true;

  const start = async () => {
    const accepted = await confirm({
      title: withValues(confirmMigrationTitle, { practice: practice.name }),
      text: messages.confirmText,
      confirmLabel: messages.confirmAction,
    });
    if (!accepted) return;
    setRefusal(undefined);
    const outcome = outcomeSnackbars({ success: messages.migrated, failure: messages.migrateFailed });
    migrate.mutate(
      { id: practice.id },
      {
        onSuccess: (migrated) => {
          queryClient.setQueryData(getGetPracticeQueryKey(practice.id, { completeDetails: true }), migrated);
          void queryClient.invalidateQueries({ queryKey: getGetPracticesQueryKey() });
          outcome.onSuccess();
        },
        onError: (error) => {
          if (isApiError(error) && error.kind === 'conflict') {
            const known = error.code ? REFUSALS[error.code] : undefined;
            // A reason this screen does not know is shown as the server wrote it.
            setRefusal(known ? intl.formatMessage(known) : error.message);
            return;
          }
          outcome.onError(error);
        },
      },
    );
  };

  return (
    <div className={styles.root}>
      <Text>{intl.formatMessage(messages.migrationText)}</Text>
      <Button
        appearance="primary"
        disabledFocusable={unsupported || migrate.isPending}
        aria-describedby={unsupported ? reasonId : undefined}
        onClick={() => void start()}
      >
        {intl.formatMessage(migrate.isPending ? messages.migrating : messages.migrate)}
      </Button>
      {unsupported && <Text id={reasonId}>{intl.formatMessage(messages.unsupported)}</Text>}
      {refusal && (
        <MessageBar intent="warning" role="alert" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage(messages.refused)}</MessageBarTitle>
            {refusal}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
};
