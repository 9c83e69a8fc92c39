import { Link as FluentLink } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A Fluent link that navigates inside the app (wouter), keyboard- and middle-click-friendly. */
export const AppLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} asChild>
    <FluentLink>{children}</FluentLink>
  </Link>
);
