import { Link as FluentLink, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

const useStyles = makeStyles({
  // In a column, as wide as its text: the empty space beside it is not a link.
  standalone: { alignSelf: 'flex-start', maxWidth: '100%', overflowWrap: 'anywhere' },
});

interface AnalytikLinkProps {
  href: string;
  children: ReactNode;
  /** A link on a line of its own in a flex column (back links, "open the practice"). */
  standalone?: boolean;
}

/** A Fluent link that navigates inside the app (wouter): keyboard, middle click and history work. */
export const AnalytikLink = ({ href, children, standalone = false }: AnalytikLinkProps) => {
  const styles = useStyles();
  return (
    <Link href={href} asChild>
      <FluentLink className={standalone ? styles.standalone : undefined}>{children}</FluentLink>
    </Link>
  );
};
