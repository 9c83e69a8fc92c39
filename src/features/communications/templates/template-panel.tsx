import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CommunicationTemplate } from '@/api/generated/communication/model';
import { generalErrorMessages } from '@/lib/errors/general-messages';
import type { SampleValues } from './sample-values';
import { TemplateEditor } from './template-editor';
import type { TemplateTarget } from './template-form';
import { templatesMessages as messages } from './templates-messages';

interface TemplatePanelProps {
  target: TemplateTarget;
  template: CommunicationTemplate | undefined;
  samples: SampleValues;
  readOnly: boolean;
  label: string;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One of the four templates: its editor, or SPEC §8's 'Template not found' with the offer to
 * create it. Once the user has typed in it, the editor stays even if the template disappears
 * (deleted elsewhere): the text is kept and saving creates it again.
 */
export const TemplatePanel = ({
  target,
  template,
  samples,
  readOnly,
  label,
  onDirtyChange,
}: TemplatePanelProps) => {
  const intl = useIntl();
  const [opened, setOpened] = useState<'create' | 'edit' | undefined>(template ? 'edit' : undefined);
  const dirtyChange = useCallback(
    (dirty: boolean) => {
      if (dirty) setOpened((current) => current ?? 'edit');
      onDirtyChange(dirty);
    },
    [onDirtyChange],
  );

  if (!template && !opened) {
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(generalErrorMessages.templateNotFound)}</MessageBarTitle>
          {intl.formatMessage(messages.notFoundHelp, { channel: target.channel, language: target.language })}
        </MessageBarBody>
        {!readOnly && (
          <MessageBarActions>
            <Button appearance="primary" onClick={() => setOpened('create')}>
              {intl.formatMessage(messages.create)}
            </Button>
          </MessageBarActions>
        )}
      </MessageBar>
    );
  }
  return (
    <TemplateEditor
      target={target}
      template={template}
      creating={opened === 'create'}
      samples={samples}
      readOnly={readOnly}
      label={label}
      onDirtyChange={dirtyChange}
    />
  );
};
