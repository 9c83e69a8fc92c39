import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { KeyRegular, PersonCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { hrefs } from '@/config/paths';
import { loadArea } from '@/i18n/messages';
import { useSession } from '@/lib/session/session-provider';
import { layoutMessages, signedInAsMessage, userMenuOfMessage } from './layout-messages';

// Loaded when first opened, with the new-password texts it shares with the sign-in steps.
const ChangePasswordDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/auth/change-password/change-password-dialog'),
    loadArea('signInSteps'),
  ]);
  return { default: module.ChangePasswordDialog };
});

/**
 * The signed-in user, changing their password (SPEC §5) and sign-out; on a phone the button
 * keeps only its icon.
 */
export const UserMenu = ({ compact = false }: { compact?: boolean }) => {
  const intl = useIntl();
  const { user, signOut } = useSession();
  const [, navigate] = useLocation();
  const [changingPassword, setChangingPassword] = useState(false);
  // An explicit sign-out starts afresh at /login: no ?redirect= back to this page for the next user.
  const leave = async () => {
    await signOut();
    navigate(hrefs.login(), { replace: true });
  };
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <>
      {/* Inline: the open menu stays inside the header's banner landmark, not after every landmark. */}
      <Menu inline>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<PersonCircleRegular />}
            aria-label={
              name
                ? intl.formatMessage(userMenuOfMessage, { name })
                : intl.formatMessage(layoutMessages.userMenu)
            }
          >
            {compact ? null : user?.firstName}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {user && (
              <MenuGroup>
                <MenuGroupHeader>
                  {intl.formatMessage(signedInAsMessage, { name, username: user.username })}
                </MenuGroupHeader>
              </MenuGroup>
            )}
            <MenuDivider />
            {user && (
              <MenuItem icon={<KeyRegular />} onClick={() => setChangingPassword(true)}>
                {intl.formatMessage(layoutMessages.changePassword)}
              </MenuItem>
            )}
            <MenuItem icon={<SignOutRegular />} onClick={() => void leave()}>
              {intl.formatMessage(layoutMessages.signOut)}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {user && changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onOpenChange={setChangingPassword} username={user.username} />
        </Suspense>
      )}
    </>
  );
};
