import { Caption1Strong, Card, makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { env } from '@/config/env';

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
  card: {
    width: '100%',
    maxWidth: '28rem',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  product: { color: tokens.colorBrandForeground1 },
});

/** The signed-out screens: one centred card under the product's name, no navigation bar, from 375 px wide up. */
export const AuthLayout = ({ title, children }: { title: string; children: ReactNode }) => {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <header className={styles.header}>
          <Caption1Strong className={styles.product}>{env.productName}</Caption1Strong>
          <Title2 as="h1">{title}</Title2>
        </header>
        {children}
      </Card>
    </main>
  );
};

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
