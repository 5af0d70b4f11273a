import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RenderErrorRedirect } from './RenderErrorRedirect';

interface State {
  error: unknown;
  componentStack: string | null;
}

/** A render error anywhere outside the admin layout: log it, then go to /error with the details. */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, componentStack: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('render error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error:', error, info.componentStack);
    this.setState({ componentStack: info.componentStack ?? null });
  }

  render() {
    if (this.state.error) return <RenderErrorRedirect error={this.state.error} componentStack={this.state.componentStack} />;
    return this.props.children;
  }
}
