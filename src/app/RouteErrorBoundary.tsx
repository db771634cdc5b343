import { Component, type ReactNode } from 'react';
import { t } from '@/i18n';
import { ErrorView } from '@/ui';

interface Props {
  children: ReactNode;
  /** Changing it (the location key) clears a caught error, so leaving the page recovers. */
  resetKey: string;
}
interface State {
  error: Error | null;
}

/** One per route: a crash in one screen (or a failed chunk load) never blanks the whole app. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) {
      return (
        <main className="page page--center">
          <ErrorView title={t('common.errorTitle')} message={t('common.routeError')} onRetry={() => window.location.reload()} />
        </main>
      );
    }
    return this.props.children;
  }
}
