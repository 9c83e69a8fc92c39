import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/feedback/load-error';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useGetPractice } from '@/api/generated/practices/practices';
import { ModuleName } from '@/api/generated/practices/model';
import { analytikMessages as messages, noModuleMessage } from './analytik-messages';

interface PracticeAnalytikGateProps {
  practiceId: string;
  /** The practice as the screen knows it already (the session's current one); read otherwise. */
  known?: { name: string; activeModules: readonly string[] } | undefined;
  children: (practice: { name: string }) => ReactNode;
}

/**
 * Shows a practice's metrics only if it has the Analytik module: one without it says so
 * instead of showing zeros, and one that is not the user's says that too.
 */
export const PracticeAnalytikGate = ({ practiceId, known, children }: PracticeAnalytikGateProps) => {
  const intl = useIntl();
  const query = useGetPractice(practiceId, undefined, {
    query: { enabled: known === undefined, meta: { ownErrors: ['not-found'] } },
  });
  const practice = known ?? query.data;

  if (!practice) {
    if (isApiError(query.error) && query.error.kind === 'not-found') {
      return (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(messages.practiceNotFound)}</MessageBarBody>
        </MessageBar>
      );
    }
    if (query.isError) {
      return <LoadError message={messages.loadError} onRetry={query.refetch} retrying={query.isFetching} />;
    }
    return <Spinner label={intl.formatMessage(messages.loading)} />;
  }
  if (!practice.activeModules.includes(ModuleName.Analytik)) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{intl.formatMessage(noModuleMessage, { practice: practice.name })}</MessageBarBody>
      </MessageBar>
    );
  }
  return children({ name: practice.name });
};
