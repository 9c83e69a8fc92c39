import { Hamburger, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { env } from '@/config/env';
import { LanguageSwitch } from './language-switch';
import { layoutMessages } from './layout-messages';
import { PracticeSwitcher } from './practice-switcher';
import { UserMenu } from './user-menu';
import { LabelTooltip } from '@/components/tooltip/label-tooltip';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  product: { flexShrink: 0, color: tokens.colorBrandForeground1 },
  practice: { flexGrow: 1, minWidth: 0, display: 'flex' },
  actions: { display: 'flex', alignItems: 'center', flexShrink: 0 },
});

interface AppHeaderProps {
  compact: boolean;
  onOpenNavigation: () => void;
  /** The drawer's button on small screens, where focus returns when the drawer closes. */
  navigationButtonRef: Ref<HTMLButtonElement>;
}

/** The product, the practice switcher, the language switch and the account menu. */
export const AppHeader = ({ compact, onOpenNavigation, navigationButtonRef }: AppHeaderProps) => {
  const styles = useStyles();
  const intl = useIntl();
  const openLabel = intl.formatMessage(layoutMessages.openNavigation);
  // The tooltip renders inside the banner, not at the end of <body> outside every landmark.
  const [header, setHeader] = useState<HTMLElement | null>(null);
  return (
    <header ref={setHeader} className={styles.header}>
      {compact && (
        <LabelTooltip content={openLabel} mountNode={header}>
          <Hamburger ref={navigationButtonRef} onClick={onOpenNavigation} />
        </LabelTooltip>
      )}
      {!compact && (
        <Text className={styles.product} size={400} weight="semibold">
          {env.productName}
        </Text>
      )}
      <div className={styles.practice}>
        <PracticeSwitcher />
      </div>
      <div className={styles.actions}>
        <LanguageSwitch compact={compact} />
        <UserMenu compact={compact} />
      </div>
    </header>
  );
};
