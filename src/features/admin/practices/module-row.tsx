import { Badge, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { PracticeModule } from '@/api/generated/practices/model';
import { getGetPracticeModulesQueryKey, useUpdatePracticeModule } from '@/api/generated/practices/practices';
import { notify } from '@/components/feedback/snackbar-store';
import { moduleUpdateFailedMessage } from '@/lib/errors/general-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import { modulePendingMessage, modulesMessages as messages, moduleSinceMessage } from './modules-messages';
import { moduleMessages } from './practice-option-messages';
import { formatWrittenDate, formatTimeOfDay } from '@/i18n/format';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  badge: { whiteSpace: 'nowrap' },
  state: { color: tokens.colorNeutralForeground2 },
});

interface ModuleRowProps {
  practiceId: string;
  module: PracticeModule;
  readOnly: boolean;
}

/**
 * One module: its state and, for an administrator who may change it, a switch. The switch shows
 * the requested state while the request runs and goes back if it fails; a change on its way to
 * the practice (pendingUntil) cannot be changed again until it has arrived (the server answers 409).
 */
export const ModuleRow = ({ practiceId, module, readOnly }: ModuleRowProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const stateId = useId();
  const queryClient = useQueryClient();
  const update = useUpdatePracticeModule({ mutation: { meta: adminMutationMeta } });
  const name = intl.formatMessage(moduleMessages[module.name]);
  const checked = update.isPending ? update.variables.data.enabled : module.enabled;
  const state = module.pendingUntil
    ? intl.formatMessage(modulePendingMessage, {
        enabled: module.enabled,
        time: formatTimeOfDay(intl, module.pendingUntil),
      })
    : intl.formatMessage(moduleSinceMessage, {
        enabled: module.enabled,
        date: formatWrittenDate(intl, module.updatedAt, { format: 'long' }),
      });

  const change = (enabled: boolean) => {
    if (update.isPending) return;
    const outcome = outcomeSnackbars({
      success: successMessages.moduleUpdated,
      failure: moduleUpdateFailedMessage,
      values: { module: name },
    });
    update.mutate(
      { id: practiceId, data: { name: module.name, enabled } },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData<PracticeModule[]>(getGetPracticeModulesQueryKey(practiceId), (modules) =>
            modules?.map((entry) => (entry.name === saved.name ? saved : entry)),
          );
          outcome.onSuccess();
        },
        onError: (error) => {
          // A refused change (400) is no failure the general snackbar says: it would pass in silence.
          if (isApiError(error) && error.kind === 'validation')
            notify({ intent: 'error', message: moduleUpdateFailedMessage, values: { module: name } });
          else outcome.onError(error);
          // A 409 means a change is already on its way: the list says so once reloaded.
          void queryClient.invalidateQueries({ queryKey: getGetPracticeModulesQueryKey(practiceId) });
        },
      },
    );
  };

  return (
    <li className={styles.row}>
      {readOnly ? (
        <span className={styles.name}>
          <Text weight="semibold">{name}</Text>
          <Badge
            appearance="tint"
            color={module.enabled ? 'success' : 'informative'}
            className={styles.badge}
          >
            {intl.formatMessage(module.enabled ? messages.on : messages.off)}
          </Badge>
        </span>
      ) : (
        <Switch
          label={name}
          checked={checked}
          disabled={Boolean(module.pendingUntil)}
          aria-describedby={stateId}
          onChange={(_, data) => change(data.checked)}
        />
      )}
      <Text id={stateId} size={200} className={styles.state}>
        {state}
      </Text>
    </li>
  );
};
