import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  bannerOf,
  canLoanMore,
  hasDelay,
  hasRepayBlock,
  hasRepayButton,
  isActive,
  isClickable,
  orderQuery,
  phoneOf,
  showsRecommended,
  type DetailRow,
  type loanDetailsMachine,
} from '@machines/loanDetails/loanDetails.machine';
import type { ratingMachine } from '@machines/rating/rating.machine';
import { loadViewOf, type LoadView } from '../shared/loadView';
import { TAGGED_CARDS } from '../shared/productTags';

export interface RecommendedCard {
  index: number;
  /** The checked logo address, or '' (the card shows the neutral picture). */
  logo: string;
  name: string;
  btnText: string;
  amountText: string;
  amountDes: string;
  rateText: string;
  desc: string;
  /** §9: only the first two cards show their tags. */
  tags: readonly string[];
  /** flag '1': the button is active; otherwise the card is greyed (§3). */
  active: boolean;
  /** Active and not globally '0': only such a card takes a tap (a greyed one does nothing). */
  clickable: boolean;
}

export interface LoanDetailsScreenView {
  /** The order's status, as the server sent it. */
  status: string;
  /** The status whose banner image shows (§2: others use 21's). */
  banner: string;
  headline: string;
  description: string;
  productName: string;
  productLogo: string;
  rows: readonly DetailRow[];
  repayBlock: boolean;
  delayLink: boolean;
  repayButton: boolean;
  loanMore: boolean;
  /** The repay reminder (reyMsg) shown under the repay block; never one naming a date already past. */
  reminder: string;
  recommended: readonly RecommendedCard[] | null;
  phone: string;
}

export interface LoanDetailsView {
  load: LoadView;
  /** The document title: the product name once loaded (§7), else the page's name. */
  title: string | null;
  loan: LoanDetailsScreenView | null;
  /** The product whose jump is on its way (every card waits meanwhile). */
  jumping: number | null;
  rating: ActorRefFrom<typeof ratingMachine> | null;
  thanksOpen: boolean;
  /** Closed without rating: the page offers the dialog again. */
  canRate: boolean;
  /** The order the repayment pages are opened for ('delay repayment' is a link to it). */
  orderQuery: Record<string, string>;
}

/** Today as YYYY-MM-DD (§9 dates), in the phone's time zone. */
export function todayYmd(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The server's repay reminder (reyMsg, §3 meaning not shown), unless it names a date before today:
 * "Repay by <a past date> to avoid late fees" beside "N days overdue" tells the borrower two
 * opposite things, and a past deadline is never advice (issue 18 §5).
 */
export function reminderOf(reyMsg: string, today: string): string {
  const text = reyMsg.trim();
  const dates = text.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? [];
  return dates.some((date) => date < today) ? '' : text;
}

export function select(snapshot: SnapshotFrom<typeof loanDetailsMachine>, today: string = todayYmd()): LoanDetailsView {
  const { context } = snapshot;
  const { detail } = context;
  const loaded = snapshot.matches('loaded') && detail !== null;
  const status = detail?.orderStatus.trim() ?? '';
  const jumping = snapshot.matches({ loaded: { products: 'jumping' } });
  return {
    load: loadViewOf(snapshot),
    title: loaded && detail.productName.trim() !== '' ? detail.productName : null,
    loan: loaded
      ? {
          status,
          banner: bannerOf(status),
          headline: detail.noticeStatusText,
          description: detail.noticeDesText,
          productName: detail.productName,
          productLogo: detail.productLogo,
          rows: detail.rows,
          repayBlock: hasRepayBlock(status),
          delayLink: hasDelay(detail),
          repayButton: hasRepayButton(status),
          loanMore: canLoanMore(status),
          reminder: hasRepayBlock(status) || hasRepayButton(status) ? reminderOf(detail.reyMsg, today) : '',
          recommended: showsRecommended(status)
            ? detail.recProducts.map((product, index) => ({
                index,
                logo: product.logo,
                name: product.name,
                btnText: product.btnText,
                amountText: product.amountText,
                amountDes: product.amountDes,
                rateText: product.rateText,
                desc: product.desc,
                tags: index < TAGGED_CARDS ? product.tags.filter((tag) => tag.trim() !== '') : [],
                active: isActive(product),
                clickable: isActive(product) && isClickable(product),
              }))
            : null,
          phone: phoneOf(context),
        }
      : null,
    jumping: jumping ? context.jumpIndex : null,
    rating: (snapshot.children.rating as ActorRefFrom<typeof ratingMachine> | undefined) ?? null,
    thanksOpen: snapshot.matches({ loaded: { rating: 'thanks' } }),
    canRate: snapshot.matches({ loaded: { rating: 'dismissed' } }),
    orderQuery: orderQuery(context),
  };
}
