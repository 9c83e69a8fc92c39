import { makeStyles, tokens } from '@fluentui/react-components';
import { SignedOutLayout } from '@/components/layout/signed-out-layout';

/** The sign-in screens' frame (src/components/layout/signed-out-layout.tsx). */
export const AuthLayout = SignedOutLayout;

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalS,
  },
  links: { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});
