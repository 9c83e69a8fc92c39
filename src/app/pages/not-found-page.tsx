import { Link, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { hrefs } from '@/config/paths';
import { pageMessages } from './page-messages';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
  },
});

export const NotFoundPage = () => {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <main className={styles.page}>
      <Title1 as="h1">{intl.formatMessage(pageMessages.notFound)}</Title1>
      <RouterLink href={hrefs.home()} asChild>
        <Link>{intl.formatMessage(pageMessages.notFoundHome)}</Link>
      </RouterLink>
    </main>
  );
};
