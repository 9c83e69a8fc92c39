import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useAdminAccess } from './admin-access';
import { adminMessages } from './admin-messages';

/** Says why nothing can be changed, for the read-only system administrator; nothing otherwise. */
export const ReadOnlyNotice = () => {
  const intl = useIntl();
  const { readOnly } = useAdminAccess();
  if (!readOnly) return null;
  return (
    <MessageBar intent="info">
      <MessageBarBody>{intl.formatMessage(adminMessages.readOnly)}</MessageBarBody>
    </MessageBar>
  );
};
