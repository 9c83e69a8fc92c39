import {
  Caption1Strong,
  makeStyles,
  mergeClasses,
  shorthands,
  Title2,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { LocaleSwitch } from '@/components/layout/locale-switch';

const useStyles = makeStyles({
  page: {
    minHeight: '100dvh',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // A card whose content arrives after the first paint grows downwards from the top: centred, the
  // whole card moved up as it grew (a layout shift of 0.25 on /preferences, Lighthouse's mobile).
  top: { alignItems: 'flex-start' },
  // Fluent's filled Card, drawn here: its component brings tabster (some 20 KB gzip with it) for
  // keyboard navigation inside interactive cards, which this one is not.
  card: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxWidth: '28rem',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    // Transparent, as Card's: it shows in forced colours (high contrast), where shadows do not.
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorTransparentStroke),
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // The product's name, and the language switch at the end of the same line (wraps at 375 px).
  topLine: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalS,
  },
  product: { color: tokens.colorBrandForeground1 },
});

interface SignedOutLayoutProps {
  title: string;
  /** `top` for a page that shows its content once a read answers: it grows without moving. */
  placement?: 'centre' | 'top';
  children: ReactNode;
}

/**
 * The signed-out screens (sign-in and its steps, the public confirmation page): one centred card
 * under the product's name and the language switch, no navigation bar, from 375 px wide up.
 */
export const SignedOutLayout = ({ title, placement = 'centre', children }: SignedOutLayoutProps) => {
  const styles = useStyles();
  return (
    <main className={mergeClasses(styles.page, placement === 'top' && styles.top)}>
      <div className={styles.card}>
        <header className={styles.header}>
          <div className={styles.topLine}>
            <Caption1Strong className={styles.product}>{env.productName}</Caption1Strong>
            <LocaleSwitch />
          </div>
          <Title2 as="h1">{title}</Title2>
        </header>
        {children}
      </div>
    </main>
  );
};
