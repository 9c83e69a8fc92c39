import { Text } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PageContainer } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { managesPractice } from '@/domain/practice-roles';
import { useSession } from '@/lib/session/session-provider';
import { configurationMessages as messages } from './configuration-messages';
import { ConfigurationScreen } from './configuration-screen';

/** /configuration (SPEC §2): the configuration of the session's current practice. */
export const ConfigurationPage = () => {
  const intl = useIntl();
  const { currentPractice } = useSession();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <PageContainer>
      {currentPractice ? (
        <ConfigurationScreen
          // Another practice is another form: nothing typed for one may reach the other.
          key={currentPractice.id}
          practiceId={currentPractice.id}
          // The role the practice is reached through; a save the API still refuses turns it read-only.
          canEdit={managesPractice(currentPractice.role)}
        />
      ) : (
        <Text>{intl.formatMessage(messages.noPractice)}</Text>
      )}
    </PageContainer>
  );
};
