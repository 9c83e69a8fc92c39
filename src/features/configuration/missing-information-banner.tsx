import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Practice } from '@/api/generated/practices/model';
import { practiceFieldMessages } from '@/components/practice-form/practice-form-messages';
import { missingPracticeFields } from '@/domain/practice-required-fields';
import { configurationMessages, missingTextMessage } from './configuration-messages';

/**
 * SPEC §5: while the practice misses required information (the server's flag), which fields,
 * from the practice as saved: what is typed but not saved does not count yet.
 */
export const MissingInformationBanner = ({ practice }: { practice: Practice }) => {
  const intl = useIntl();
  if (!practice.missingInformation) return null;
  const fields = missingPracticeFields(practice).map((field) =>
    intl.formatMessage(practiceFieldMessages[field]),
  );
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(configurationMessages.missingTitle)}</MessageBarTitle>
        {fields.length > 0 &&
          intl.formatMessage(missingTextMessage, {
            fields: intl.formatList(fields, { type: 'conjunction' }),
          })}
      </MessageBarBody>
    </MessageBar>
  );
};
