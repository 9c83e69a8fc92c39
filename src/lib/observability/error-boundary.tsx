import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@/lib/logger/logger';

export interface ErrorFallbackProps {
  error: unknown;
  /** Renders the children again (after the user chose to retry). */
  reset: () => void;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children that failed to render: the app passes its error dialog. */
  fallback: ReactNode | ((props: ErrorFallbackProps) => ReactNode);
  /** Who to name in the report, e.g. the route. */
  origin?: string;
}

type ErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Catches render errors below it, reports them (through the logger, so Sentry gets them once
 * loaded, without this component pulling Sentry into the first bundle) and shows the fallback.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error(this.props.origin ?? 'render', error, {
      extra: { componentStack: info.componentStack ?? undefined },
    });
  }

  private readonly reset = () => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function'
      ? fallback({ error: this.state.error, reset: this.reset })
      : fallback;
  }
}
