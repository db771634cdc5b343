import { useId, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { t } from '@/i18n';
import { devLog, type DevLogEntry, type DevLogStore } from '@/services/bridge/devLog';
import { useHydrated } from './useHydrated';

/**
 * The visible half of the browser fallback: a strip below the page listing what the page asked of
 * the native host. Renders nothing when the log is off (production builds), and nothing in a
 * prerendered page's HTML: it joins once the page has hydrated (its entries are the visit's).
 */
export function DevLog({ log = devLog }: { log?: DevLogStore }) {
  const hydrated = useHydrated();
  return log.enabled && hydrated ? <DevLogPanel log={log} /> : null;
}

function DevLogPanel({ log }: { log: DevLogStore }) {
  const entries = useSyncExternalStore(log.subscribe, log.getEntries, log.getEntries);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const label = `${t('common.devLog')} (${entries.length})`;
  return (
    <section aria-label={t('common.devLog')} style={strip}>
      <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)} style={toggle}>
        {label}
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

/**
 * A strip in the flow of the document, after the page: it takes its own room instead of floating
 * over the page, so it never hides a row, an arrow or a button, at any width.
 */
const strip: CSSProperties = {
  maxWidth: 480,
  margin: '0 auto',
  font: '12px/1.4 ui-monospace, monospace',
  color: '#fff',
  background: '#2b2f36',
};
const toggle: CSSProperties = {
  display: 'block',
  width: '100%',
  minHeight: 44,
  padding: '0 16px',
  font: 'inherit',
  textAlign: 'left',
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
