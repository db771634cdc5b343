import { useId, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { t } from '@/i18n';
import { devLog, type DevLogEntry, type DevLogStore } from '@/services/bridge/devLog';

/**
 * The visible half of the browser fallback: a corner panel listing what the page asked of the
 * native host. Renders nothing when the log is off (production builds).
 */
export function DevLog({ log = devLog }: { log?: DevLogStore }) {
  return log.enabled ? <DevLogPanel log={log} /> : null;
}

function DevLogPanel({ log }: { log: DevLogStore }) {
  const entries = useSyncExternalStore(log.subscribe, log.getEntries, log.getEntries);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const title = t('common.devLog');
  return (
    <section aria-label={title} style={open ? panel : tab}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${title} (${entries.length})`}
        onClick={() => setOpen((value) => !value)}
        style={toggle}
      >
        {open ? `${title} (${entries.length})` : `⇄${entries.length}`}
      </button>
      <ol id={listId} hidden={!open} reversed style={list}>
        {[...entries].reverse().map((entry) => (
          <li key={entry.id} style={item}>
            <time dateTime={new Date(entry.time).toISOString()}>{clock(entry.time)}</time>{' '}
            <strong>{entry.action}</strong> → {entry.adapter ?? 'refused'}
            {entry.note ? ` (${entry.note})` : ''}
            <code style={code}>{json(entry.payload)}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}

function clock(time: number): string {
  const date = new Date(time);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hms = [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => pad(n)).join(':');
  return `${hms}.${pad(date.getMilliseconds(), 3)}`;
}

function json(payload: DevLogEntry['payload']): string {
  try {
    return JSON.stringify(payload);
  } catch {
    return String(payload);
  }
}

const panel: CSSProperties = {
  position: 'fixed',
  left: 8,
  bottom: 8,
  zIndex: 9999,
  maxWidth: 'calc(100vw - 16px)',
  font: '12px/1.4 ui-monospace, monospace',
  color: '#fff',
  background: 'rgba(0, 0, 0, 0.82)',
  borderRadius: 6,
};
/** Collapsed, it is a small tab on the right edge so it hides as little of the page as possible. */
const tab: CSSProperties = {
  ...panel,
  left: 'auto',
  right: 0,
  bottom: '30vh',
  borderRadius: '6px 0 0 6px',
  opacity: 0.75,
};
const toggle: CSSProperties = {
  minHeight: 44,
  padding: '0 12px',
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
};
const list: CSSProperties = {
  maxHeight: '40vh',
  overflow: 'auto',
  margin: 0,
  padding: '0 12px 8px 32px',
};
const item: CSSProperties = { padding: '4px 0', borderTop: '1px solid rgba(255, 255, 255, 0.2)' };
const code: CSSProperties = { display: 'block', wordBreak: 'break-all', opacity: 0.8 };
