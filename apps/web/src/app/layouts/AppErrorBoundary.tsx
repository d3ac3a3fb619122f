import { Component } from 'react';
import type { ReactNode } from 'react';
import { AppErrorMessage } from './AppErrorMessage';

interface Props {
  children: ReactNode;
  /** When it changes (a navigation), a caught error is forgotten and the children tried again. */
  resetKey?: string;
}

interface State {
  error: unknown;
  resetKey?: string;
}

/**
 * Catches a page that failed to load or render and offers a reload instead of a blank screen.
 * React itself reports the error (createRoot's onCaughtError logs it).
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error !== null) return <AppErrorMessage error={this.state.error} />;
    return this.props.children;
  }
}
