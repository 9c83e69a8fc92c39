import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { RouteKey } from '@/config/paths';
import { routeTitles } from '../route-titles';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
  },
});

/** A screen that names its route: the screens of the later issues replace it one by one. */
export const RoutePage = ({ route }: { route: RouteKey }) => {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <main className={styles.page}>
      <Title1 as="h1">{intl.formatMessage(routeTitles[route])}</Title1>
    </main>
  );
};
