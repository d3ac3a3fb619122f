import { Component } from 'react';
import type { ReactNode } from 'react';
import { AppErrorMessage } from './AppErrorMessage';

interface State {
  error: unknown;
}

/**
 * Catches a page that failed to load or render and offers a reload instead of a blank screen.
 * React itself reports the error (createRoot's onCaughtError logs it).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (this.state.error !== null) return <AppErrorMessage error={this.state.error} />;
    return this.props.children;
  }
}
