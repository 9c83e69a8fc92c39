import {
  Button,
  makeStyles,
  Spinner,
  Text,
  Title1,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetToolsVersions } from '@/api/generated/tools/tools';
import { LoadError } from '@/components/feedback/load-error';
import { PageContainer } from '@/components/layout/page-container';
import { toolErrorMessages } from '@/lib/errors/admin-error-messages';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import { ToolDialog, type ToolDialogContent } from './tool-dialog';
import { ToolsList } from './tools-list';
import { toolsMessages as messages } from './tools-messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** The list explains its failures in place, with a retry; the general snackbar stays away. */
const LIST_META = { globalSpinner: false, ownErrors: ['server', 'network', 'timeout', 'contract'] } as const;

interface ToolsScreenProps {
  /** sys-admin-read: every tool and its details shown, with no control that changes anything. */
  readOnly: boolean;
}

/** The updatable tools and their versions: details, and for sys-admin create, edit, (de)activate, delete. */
export const ToolsScreen = ({ readOnly }: ToolsScreenProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const tools = useGetToolsVersions({ query: { meta: LIST_META } });
  // The dialog gives the focus back to the button that opened it when it closes.
  const restoreFocus = useRestoreFocusTarget();
  // The content stays while the dialog fades out, so it does not vanish first.
  const [dialog, setDialog] = useState<ToolDialogContent>();
  const [open, setOpen] = useState(false);
  const show = (content: ToolDialogContent) => {
    setDialog(content);
    setOpen(true);
  };

  return (
    <PageContainer className={styles.page}>
      <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
      <Text>{intl.formatMessage(messages.intro)}</Text>
      {readOnly && <ReadOnlyNotice />}
      {!readOnly && (
        <div className={styles.toolbar}>
          <Button
            {...restoreFocus}
            appearance="primary"
            icon={<AddRegular />}
            aria-haspopup="dialog"
            onClick={() => show({ kind: 'create' })}
          >
            {intl.formatMessage(messages.add)}
          </Button>
        </div>
      )}
      {tools.isError && (
        <LoadError
          message={toolErrorMessages.fetchToolsFailed}
          onRetry={tools.refetch}
          retrying={tools.isFetching}
        />
      )}
      {tools.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {tools.data && (
        <ToolsList
          tools={tools.data}
          readOnly={readOnly}
          onDetails={(tool) => show({ kind: 'details', tool })}
          onEdit={(tool) => show({ kind: 'edit', tool })}
        />
      )}
      <ToolDialog
        content={readOnly && dialog?.kind !== 'details' ? undefined : dialog}
        open={open}
        onClose={() => setOpen(false)}
      />
    </PageContainer>
  );
};
