import type { SnapshotFrom } from 'xstate';
import { isShownLine, type DetailLine, type extensionMachine } from '@machines/extension/extension.machine';
import { formatMoney } from '@/i18n/format';
import type { Variant } from '@/services/session';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface ExtensionView {
  load: LoadView;
  /** The fee cannot be read: nothing can be paid. */
  unreadable: boolean;
  shown: boolean;
  productName: string;
  productLogo: string;
  fee: string;
  expiry: string;
  /**
   * §3: lines with an empty or '0' value are left out. The server's lines say what changes: the
   * current due date and what is owed now beside the new due date; their values are its display
   * text, shown as given.
   */
  lines: readonly DetailLine[];
  telephone: string;
  paying: boolean;
}

export function select(snapshot: SnapshotFrom<typeof extensionMachine>, variant: Variant): ExtensionView {
  const { detail } = snapshot.context;
  return {
    load: loadViewOf(snapshot),
    unreadable: snapshot.matches('unreadable'),
    shown: detail !== null && (snapshot.matches('ready') || snapshot.matches('paying')),
    productName: detail?.productName ?? '',
    productLogo: detail?.productLogo ?? '',
    fee: formatMoney(detail?.fee ?? '0', variant),
    expiry: detail?.delayExpiryTime ?? '',
    lines: (detail?.lines ?? []).filter(isShownLine),
    telephone: detail?.telephone ?? '',
    paying: snapshot.matches('paying'),
  };
}
