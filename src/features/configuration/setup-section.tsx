import { makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/feedback/load-error';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { practiceSetupMessages } from './practice-setup-messages';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  note: { color: tokens.colorNeutralForeground3 },
});

interface SetupSectionProps {
  headingId: string;
  title: MessageDescriptor;
  loading: MessageDescriptor;
  error: MessageDescriptor;
  state: 'pending' | 'error' | 'success';
  retrying: boolean;
  retry: () => void;
  children: ReactNode;
}

/**
 * A read-only part of the screen that comes from the practice-management system: its heading,
 * where it comes from, and its own loading and error states (a failure here leaves the form usable).
 */
export const SetupSection = ({
  headingId,
  title,
  loading,
  error,
  state,
  retrying,
  retry,
  children,
}: SetupSectionProps) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {intl.formatMessage(title)}
      </Subtitle1>
      <Text className={styles.note}>{intl.formatMessage(practiceSetupMessages.fromPracticeSystem)}</Text>
      {state === 'pending' && <Spinner size="small" label={intl.formatMessage(loading)} />}
      {state === 'error' && <LoadError message={error} onRetry={retry} retrying={retrying} />}
      {state === 'success' && children}
    </section>
  );
};
