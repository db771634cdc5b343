import type { SnapshotFrom } from 'xstate';
import type { cardRepayMachine, CheckFinding } from '@machines/cardRepay/cardRepay.machine';
import { formatMoney } from '@/i18n/format';
import type { Variant } from '@/services/session';
import { loadViewOf, type LoadView } from '../shared/loadView';

export interface CardRow {
  id: string;
  bankName: string;
  /** Masked and grouped in fours ('**** **** **** 1234'). */
  cardNo: string;
  selected: boolean;
}

export interface CardRepayView {
  load: LoadView;
  /** The money to pay, in the market's format; null when the address's amount cannot be read. */
  amount: string | null;
  /** The address's amount is not a whole number of hundredths: nothing is asked or sent. */
  amountUnreadable: boolean;
  /** The cards and Pay (also while a payment is on its way, with `busy`). */
  choosing: boolean;
  /** An earlier payment of this order, of the last 30 minutes, may still be in progress. */
  earlier: boolean;
  cards: CardRow[];
  /** Nothing to pay with: no card and no wallet. */
  noWay: boolean;
  wallet: boolean;
  /** A payment, a new code or the wallet is on its way: every money button is off. */
  busy: boolean;
  /** What is on its way, for the busy button's spinner. */
  sending: 'card' | 'wallet' | 'confirm' | 'resend' | null;
  /** The SMS step, with the card the payment was posted with. */
  sms: { code: string; wrongCodeCount: number; card: CardRow | null } | null;
  /** The payment may have gone through: why, and what the last check of the order found. */
  maybeDone: { reason: 'unclear' | 'duplicate'; checking: boolean; check: CheckFinding | null } | null;
}

/** A card number as shown: everything but the last four masked unless the server masked it, in fours. */
export function maskCardNo(cardNo: string): string {
  const compact = cardNo.replace(/[\s-]/g, '');
  const masked = compact.includes('*') ? compact : compact.replace(/.(?=.{4})/g, '*');
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

function sendingOf(snapshot: SnapshotFrom<typeof cardRepayMachine>): CardRepayView['sending'] {
  if (snapshot.matches('committing')) return 'card';
  if (snapshot.matches('openingWallet')) return 'wallet';
  if (snapshot.matches({ sms: 'confirming' })) return 'confirm';
  if (snapshot.matches({ sms: 'resending' })) return 'resend';
  return null;
}

export function select(snapshot: SnapshotFrom<typeof cardRepayMachine>, variant: Variant): CardRepayView {
  const { context } = snapshot;
  const choosing = snapshot.matches('ready') || snapshot.matches('committing') || snapshot.matches('openingWallet');
  const cards = context.cards.map((card) => ({
    id: card.id,
    bankName: card.bankName,
    cardNo: maskCardNo(card.cardNo),
    selected: card.id === context.cardId,
  }));
  return {
    load: loadViewOf(snapshot),
    amount: context.amount === null ? null : formatMoney(context.amount, variant),
    amountUnreadable: snapshot.matches('amountUnreadable'),
    choosing,
    earlier: choosing && context.earlier,
    cards,
    noWay: choosing && context.cards.length === 0 && !context.wallet,
    wallet: context.wallet,
    busy: snapshot.hasTag('busy'),
    sending: sendingOf(snapshot),
    sms: snapshot.matches('sms')
      ? { code: context.code, wrongCodeCount: context.wrongCodeCount, card: cards.find((card) => card.selected) ?? null }
      : null,
    maybeDone: snapshot.matches('maybeDone')
      ? { reason: context.reason, checking: snapshot.hasTag('checking'), check: context.check }
      : null,
  };
}
