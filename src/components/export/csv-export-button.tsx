import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useId } from 'react';

const useStyles = makeStyles({
  action: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
  },
  hint: { color: tokens.colorNeutralForeground2 },
});

interface CsvExportButtonProps {
  label: string;
  onExport: () => void;
  /** What the file holds, or why there is nothing to export (then the button is disabled). */
  hint: string;
  /** Nothing to export: the hint says why, and the button stays focusable so that it is heard. */
  disabled?: boolean;
  /** While the file is prepared: the label and the hint say so, and a second click waits. */
  pendingLabel?: string | undefined;
}

/**
 * The "Export to CSV" action of a screen's toolbar, with its hint beside it: a disabled button
 * alone would not say why. The hint is a polite live region, so the progress is announced.
 */
export const CsvExportButton = ({
  label,
  onExport,
  hint,
  disabled = false,
  pendingLabel,
}: CsvExportButtonProps) => {
  const styles = useStyles();
  const hintId = useId();
  const pending = pendingLabel !== undefined;
  return (
    <div className={styles.action}>
      <Button
        icon={pending ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
        disabledFocusable={disabled || pending}
        aria-describedby={hintId}
        onClick={onExport}
      >
        {pending ? pendingLabel : label}
      </Button>
      <Text id={hintId} size={200} className={styles.hint} aria-live="polite">
        {hint}
      </Text>
    </div>
  );
};
