import {
  makeStyles,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Channel, MessageKind } from '@/api/generated/communication/model';
import {
  requiredPlaceholders,
  TEMPLATE_PLACEHOLDERS,
  type TemplatePlaceholder,
} from '@/domain/template-placeholders';
import { placeholderNames } from './placeholder-messages';
import { tokenOf } from './preview-text';
import { templatesMessages as messages } from './templates-messages';

const useStyles = makeStyles({
  token: { fontFamily: tokens.fontFamilyMonospace },
  required: { color: tokens.colorNeutralForeground3 },
});

interface PlaceholderPickerProps {
  kind: MessageKind;
  channel: Channel;
  disabled: boolean;
  onInsert: (placeholder: TemplatePlaceholder) => void;
}

/** The placeholders by name, those the template needs first; the token shows what the text will hold. */
export const PlaceholderPicker = ({ kind, channel, disabled, onInsert }: PlaceholderPickerProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const required = requiredPlaceholders(kind, channel);
  const ordered = [...required, ...TEMPLATE_PLACEHOLDERS.filter((name) => !required.includes(name))];
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton disabled={disabled}>{intl.formatMessage(messages.insert)}</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {ordered.map((name) => (
            <MenuItem
              key={name}
              // The text field keeps the focus the item gives it: the menu then has nothing to restore.
              onClick={() => onInsert(name)}
              aria-label={intl.formatMessage(messages.menuItem, {
                name: intl.formatMessage(placeholderNames[name]),
                token: tokenOf(name),
                required: required.includes(name) ? 'yes' : 'no',
              })}
              secondaryContent={<span className={styles.token}>{tokenOf(name)}</span>}
            >
              {intl.formatMessage(placeholderNames[name])}
              {required.includes(name) && (
                <span className={styles.required}>
                  {' · '}
                  {intl.formatMessage(messages.requiredPlaceholder)}
                </span>
              )}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
