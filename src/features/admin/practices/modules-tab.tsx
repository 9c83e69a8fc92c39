import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useGetPracticeModules } from '@/api/generated/practices/practices';
import { LoadError } from '@/components/feedback/load-error';
import { ModuleRow } from './module-row';
import { modulesMessages as messages } from './modules-messages';

/** While a change is on its way, the list is read again now and then, to show when it has arrived. */
const PENDING_REFRESH_MS = 60_000;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  note: { color: tokens.colorNeutralForeground2 },
});

/** The practice's modules, each with its state and, unless read-only, a switch (SPEC §2, §4). */
export const ModulesTab = ({ practiceId, readOnly }: { practiceId: string; readOnly: boolean }) => {
  const intl = useIntl();
  const styles = useStyles();
  const modules = useGetPracticeModules(practiceId, {
    query: {
      refetchInterval: (query) =>
        query.state.data?.some((module) => module.pendingUntil) ? PENDING_REFRESH_MS : false,
      meta: { globalSpinner: false },
    },
  });

  if (!modules.data) {
    if (modules.isPending) return <Spinner label={intl.formatMessage(messages.loading)} />;
    return <LoadError message={messages.loadError} onRetry={modules.refetch} retrying={modules.isFetching} />;
  }
  return (
    <>
      <Text className={styles.note}>{intl.formatMessage(messages.note)}</Text>
      <ul className={styles.list}>
        {modules.data.map((module) => (
          <ModuleRow key={module.name} practiceId={practiceId} module={module} readOnly={readOnly} />
        ))}
      </ul>
    </>
  );
};
