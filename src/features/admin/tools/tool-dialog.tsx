import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ToolVersion } from '@/api/generated/tools/model';
import { LoadError } from '@/components/feedback/load-error';
import { toolErrorMessages } from '@/lib/errors/admin-error-messages';
import { AdminDialog } from '../shared/admin-dialog';
import { adminMessages } from '../shared/admin-messages';
import { ToolDetails } from './tool-details';
import { toolDetailsMessages as details } from './tool-details-messages';
import { ToolForm } from './tool-form';
import { useFreshTool } from './use-fresh-tool';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** What the tools dialog shows: a new tool's form, or one tool's details or form. */
export type ToolDialogContent = { kind: 'create' } | { kind: 'details' | 'edit'; tool: ToolVersion };

type FreshTool = Pick<ReturnType<typeof useFreshTool>, 'gone' | 'failed' | 'retry' | 'retrying'>;

/**
 * Why the dialog shows the list's copy of a tool: it is gone, or could not be loaded again (then
 * with a retry, so that nobody has to close the dialog to get the tool as it is now).
 */
export const FreshToolNotice = ({ gone, failed, retry, retrying }: FreshTool) => {
  const intl = useIntl();
  if (failed)
    return (
      <LoadError
        intent="warning"
        message={toolErrorMessages.fetchVersionsFailed}
        onRetry={retry}
        retrying={retrying}
      />
    );
  if (!gone) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{intl.formatMessage(adminMessages.notFound)}</MessageBarBody>
    </MessageBar>
  );
};

const DetailsBody = ({ listed, onClose }: { listed: ToolVersion; onClose: () => void }) => {
  const intl = useIntl();
  const styles = useStyles();
  const { tool, ...fresh } = useFreshTool(listed);
  return (
    <DialogBody>
      <DialogTitle>{tool.toolName}</DialogTitle>
      <DialogContent className={styles.content}>
        <FreshToolNotice {...fresh} />
        <ToolDetails tool={tool} />
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" onClick={onClose}>
          {intl.formatMessage(details.close)}
        </Button>
      </DialogActions>
    </DialogBody>
  );
};

const EditBody = ({
  listed,
  onClose,
  onBusyChange,
}: {
  listed: ToolVersion;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) => {
  const { tool, ...fresh } = useFreshTool(listed);
  return (
    <ToolForm
      tool={tool}
      notice={<FreshToolNotice {...fresh} />}
      onClose={onClose}
      onBusyChange={onBusyChange}
    />
  );
};

interface ToolDialogProps {
  content: ToolDialogContent | undefined;
  open: boolean;
  onClose: () => void;
}

/** The one dialog of the tools screen: a tool's details, or the form creating or editing one. */
export const ToolDialog = ({ content, open, onClose }: ToolDialogProps) => {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        // Nothing opens it but the screen: only closing is asked here.
        if (!next) onClose();
      }}
      busy={busy}
    >
      {content?.kind === 'create' && <ToolForm onClose={onClose} onBusyChange={setBusy} />}
      {content?.kind === 'edit' && (
        <EditBody
          key={content.tool.idUpdatableTool}
          listed={content.tool}
          onClose={onClose}
          onBusyChange={setBusy}
        />
      )}
      {content?.kind === 'details' && (
        <DetailsBody key={content.tool.idUpdatableTool} listed={content.tool} onClose={onClose} />
      )}
    </AdminDialog>
  );
};
