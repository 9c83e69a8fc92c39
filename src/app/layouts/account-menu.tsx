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
import { useIntl } from 'react-intl';
import type { User } from '@/api/generated/users/model';
import { layoutMessages, signedInAsMessage } from './layout-messages';

export interface AccountMenuProps {
  user: User | undefined;
  /** The trigger's accessible name and its text (none on a phone). */
  label: string;
  text: string | null;
  onChangePassword: () => void;
  onSignOut: () => void;
}

/**
 * The account menu itself, open from the start: UserMenu loads it when its button is first
 * pressed. Who is signed in, the password, sign-out.
 */
export const AccountMenu = ({ user, label, text, onChangePassword, onSignOut }: AccountMenuProps) => {
  const intl = useIntl();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    // Inline: the open menu stays inside the header's banner landmark, not after every landmark.
    <Menu inline defaultOpen>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<PersonCircleRegular />} aria-label={label}>
          {text}
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
            <MenuItem icon={<KeyRegular />} onClick={onChangePassword}>
              {intl.formatMessage(layoutMessages.changePassword)}
            </MenuItem>
          )}
          <MenuItem icon={<SignOutRegular />} onClick={onSignOut}>
            {intl.formatMessage(layoutMessages.signOut)}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
