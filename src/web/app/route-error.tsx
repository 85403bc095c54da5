import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FixedButton } from '@web/components/ui/fixed-button';
import { paths } from '@web/lib/paths';

/**
 * Last-resort screen when a page throws while rendering or its code chunk fails to
 * load (often after a new deploy): offer a reload instead of a blank page.
 */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">
        This page could not be shown. Please reload, or go back to the home page.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <FixedButton onClick={() => window.location.reload()}>Reload page</FixedButton>
        <FixedButton asChild variant="outline">
          <Link to={paths.home}>Home page</Link>
        </FixedButton>
      </div>
    </div>
  );
}

type RouteErrorBoundaryProps = {
  children: ReactNode;
  /** A change (the next page's path) clears the error, so moving on leaves the error screen. */
  resetKey?: string;
};

/** Shows RouteError in place of whatever below it throws. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
