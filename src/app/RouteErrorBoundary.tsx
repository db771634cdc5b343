import { Component, useEffect, type ReactNode } from 'react';
import { t } from '@/i18n';
import { liveEffects } from '@/screens/shared/effects';
import { Button } from '@/ui';
import { replayPreTaps } from './preTaps';

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
  // Set here, not as a class field: the es2020 build lowers a field with defineProperty helpers
  // that every first visit would download (0.2 KiB gzip).
  constructor(props: Props) {
    super(props);
    this.state = { error: null };
  }

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * A reload fixes what usually breaks here (a chunk that failed to load after a deploy); Back, the
 * shared `leave`, is the way out when it does not.
 */
function RouteErrorPage() {
  const title = t('common.errorTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  // In place of a prerendered screen that never came (its code failed to load), it ends the
  // keeping of taps its screen would have ended: else its own buttons would be kept, not heard.
  useEffect(replayPreTaps, []);
  return (
    <main className="page page--center">
      <div className="ui-state" role="alert">
        <h1 className="ui-state__title">{title}</h1>
        <p className="ui-state__text">{t('common.routeError')}</p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
        <Button variant="text" onClick={liveEffects.leave}>
          {t('common.back')}
        </Button>
      </div>
    </main>
  );
}
