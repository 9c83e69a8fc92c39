import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useGetDeploymentGroups } from '@/api/generated/administration/administration';
import type { Practice } from '@/api/generated/practices/model';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors/error-message';
import { adminMessages } from '../shared/admin-messages';
import { deploymentsMessages as messages } from './deployments-messages';
import { FactList } from './fact-list';
import { MigrateAction } from './migrate-action';
import { overviewMessages, technicalMessages } from './overview-messages';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
});

/** Where and what the practice runs (group, release, version, installation), and its migration. */
export const DeploymentsTab = ({ practice, readOnly }: { practice: Practice; readOnly: boolean }) => {
  const intl = useIntl();
  const styles = useStyles();
  const headingId = useId();
  // The release comes from the groups: their failure is said here, with a retry, rather than a
  // release shown as "not set" when it is only unknown.
  const groups = useGetDeploymentGroups({
    query: { meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout'] } },
  });
  const group = groups.data?.find((entry) => entry.id === practice.deploymentGroup?.id);
  const notSet = intl.formatMessage(overviewMessages.notSet);
  const fact = (label: MessageDescriptor, value: string | undefined) => ({
    label: intl.formatMessage(label),
    value: value || notSet,
  });
  const unsupported = practice.noNewInfrastructureSupport === true;
  return (
    <>
      <FactList
        facts={[
          fact(technicalMessages.deploymentGroup, practice.deploymentGroup?.name),
          ...(groups.isError ? [] : [fact(messages.release, group?.releaseName)]),
          fact(technicalMessages.productVersion, practice.productVersion),
          fact(technicalMessages.installationUrl, practice.installationUrl),
        ]}
      />
      {groups.isError && (
        <LoadError
          message={errorMessage(groups.error).descriptor}
          onRetry={groups.refetch}
          retrying={groups.isFetching}
        />
      )}
      <section className={styles.section} aria-labelledby={headingId}>
        <Subtitle2 as="h3" id={headingId} className={styles.heading}>
          {intl.formatMessage(messages.migrationHeading)}
        </Subtitle2>
        {readOnly ? (
          <>
            <FactList
              facts={[
                fact(
                  technicalMessages.noNewInfrastructureSupport,
                  practice.noNewInfrastructureSupport === undefined
                    ? undefined
                    : intl.formatMessage(unsupported ? adminMessages.yes : adminMessages.no),
                ),
              ]}
            />
            {unsupported && <Text>{intl.formatMessage(messages.unsupported)}</Text>}
          </>
        ) : (
          <MigrateAction practice={practice} />
        )}
      </section>
    </>
  );
};
