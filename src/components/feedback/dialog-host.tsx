import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  ErrorCircleRegular,
  InfoRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import { useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import {
  closeDialog,
  currentDialog,
  subscribeToDialogs,
  type DialogAction,
  type DialogIcon,
} from './dialog-store';
import { feedbackMessages } from './feedback-messages';
import { formatFeedbackText } from './feedback-text';

const useStyles = makeStyles({
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeHero700 },
  error: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  info: { color: tokens.colorBrandForeground1 },
  success: { color: tokens.colorPaletteGreenForeground1 },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
  image: { display: 'block', maxWidth: '100%', height: 'auto', alignSelf: 'center' },
});

const icons: Record<DialogIcon, ReactElement> = {
  error: <ErrorCircleRegular />,
  warning: <WarningRegular />,
  info: <InfoRegular />,
  success: <CheckmarkCircleRegular />,
};

const restoreFocus = (element: HTMLElement | undefined) => {
  if (element?.isConnected) element.focus();
};

/**
 * The one global dialog of SPEC §2. It lives beside the routes, never inside one, so that an
 * action that navigates cannot unmount an open dialog (Fluent would leave the page aria-hidden).
 */
export const DialogHost = () => {
  const intl = useIntl();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const entry = useSyncExternalStore(subscribeToDialogs, currentDialog);
  const open = entry?.open ?? false;

  // Focus goes back where it was as the dialog closes, and again once it is cleared in case the
  // closing surface still held it then.
  const returnFocus = entry?.returnFocus;
  useEffect(() => {
    if (!open || !returnFocus) return;
    return () => restoreFocus(returnFocus);
  }, [open, returnFocus]);
  useEffect(() => {
    if (!returnFocus) return;
    return () => {
      if (document.activeElement === document.body) restoreFocus(returnFocus);
    };
  }, [returnFocus]);

  const act = (action: DialogAction) => {
    if (!entry) return;
    closeDialog(entry.id, action.kind);
    if (action.kind === 'navigate') navigate(action.to);
  };

  const spec = entry?.spec;
  return (
    <Dialog open={open} onOpenChange={(_, data) => entry && !data.open && closeDialog(entry.id, 'dismiss')}>
      <DialogSurface>
        {spec && (
          <DialogBody>
            <DialogTitle>
              <span className={styles.title}>
                {spec.icon && (
                  <span className={mergeClasses(styles.icon, styles[spec.icon])}>{icons[spec.icon]}</span>
                )}
                {formatFeedbackText(intl, spec.title)}
              </span>
            </DialogTitle>
            <DialogContent className={styles.content}>
              {spec.text && <p className={styles.text}>{formatFeedbackText(intl, spec.text)}</p>}
              {spec.image && (
                <img
                  className={styles.image}
                  src={spec.image.src}
                  alt={formatFeedbackText(intl, spec.image.alt)}
                />
              )}
              {spec.component?.render()}
            </DialogContent>
            <DialogActions>
              {spec.actions.map((action, index) => (
                <Button
                  key={`${action.kind}-${index}`}
                  appearance={action.kind === 'close' ? 'secondary' : 'primary'}
                  onClick={() => act(action)}
                >
                  {formatFeedbackText(intl, action.label ?? feedbackMessages.close)}
                </Button>
              ))}
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
};
