import { Button } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import { useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { hrefs } from '@/config/paths';
import { loadArea } from '@/i18n/messages';
import { useSession } from '@/lib/session/session-provider';
import { onDemand } from '@/utils/on-demand-component';
import type { AccountMenuProps } from './account-menu';
import { layoutMessages, userMenuOfMessage } from './layout-messages';

// Loaded when first opened, with the new-password texts it shares with the sign-in steps.
const ChangePasswordDialog = onDemand(async () => {
  const [module] = await Promise.all([
    import('@/features/auth/change-password/change-password-dialog'),
    loadArea('signInSteps'),
  ]);
  return module.ChangePasswordDialog;
});

/**
 * The signed-in user, changing their password (SPEC §5) and sign-out; on a phone the button
 * keeps only its icon. Fluent's menu (some 12 KB gzip) loads when the button is first pressed
 * (a click, Enter, Space or the down arrow), and opens as soon as it has arrived: every
 * signed-in screen starts without it (docs/decisions/030). Not on hover or focus: the menu's
 * trigger would replace the button under a pointer or a press already on its way.
 */
export const UserMenu = ({ compact = false }: { compact?: boolean }) => {
  const intl = useIntl();
  const { user, signOut } = useSession();
  const [, navigate] = useLocation();
  const [changingPassword, setChangingPassword] = useState(false);
  const [Menu, setMenu] = useState<ComponentType<AccountMenuProps>>();
  // An explicit sign-out starts afresh at /login: no ?redirect= back to this page for the next user.
  const leave = async () => {
    await signOut();
    navigate(hrefs.login(), { replace: true });
  };
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const label = name
    ? intl.formatMessage(userMenuOfMessage, { name })
    : intl.formatMessage(layoutMessages.userMenu);
  const text = compact ? null : (user?.firstName ?? null);

  const open = () => void import('./account-menu').then((module) => setMenu(() => module.AccountMenu));

  return (
    <>
      {Menu ? (
        <Menu
          user={user}
          label={label}
          text={text}
          onChangePassword={() => setChangingPassword(true)}
          onSignOut={() => void leave()}
        />
      ) : (
        <Button
          appearance="subtle"
          icon={<PersonCircleRegular />}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={open}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') open();
          }}
        >
          {text}
        </Button>
      )}
      {user && changingPassword && (
        <ChangePasswordDialog open onOpenChange={setChangingPassword} username={user.username} />
      )}
    </>
  );
};
