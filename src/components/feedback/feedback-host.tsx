import { DialogHost } from './dialog-host';
import { GlobalSpinner } from './global-spinner';
import { SnackbarArea } from './snackbar-area';

// The app mounts each part when it is first needed (src/app/feedback-layer.tsx).
export { DialogHost, SnackbarArea };

/**
 * The global feedback of SPEC §2: full-screen spinner, dialog and snackbar area. Mounted once,
 * inside Fluent, intl, react-query and the router, beside the routes (never inside one).
 */
export const FeedbackHost = () => (
  <>
    <GlobalSpinner />
    <DialogHost />
    <SnackbarArea />
  </>
);
