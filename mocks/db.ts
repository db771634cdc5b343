import { createSeed, DB_VERSION } from './seed';

/**
 * The demo backend's one store. Everything is plain JSON so the browser demo can keep it in
 * sessionStorage across reloads; under node it lives in memory and resetDb() restores the seed.
 * Each entity carries its market: India (isNeedPop 1) and Indonesia see different users' data.
 */
export type Market = 'IN' | 'ID';
export type OrderStatus = '21' | '151' | '174' | '180' | '110' | '200' | '170' | '3' | '4' | '5';
export type Flag = '0' | '1';

export interface Line {
  text: string;
  value: string;
}

export interface Option {
  value: string;
  title: string;
}

export interface Contract {
  id: string;
  title: string;
}

export interface Product {
  id: string;
  market: Market;
  name: string;
  logo: string;
  /** Integer hundredths (paise, sen), as every amount of the demo backend. */
  minAmount: number;
  maxAmount: number;
  /** Interest per day in percent. */
  dailyRate: number;
  termDays: number;
  periods: number;
  desc: string;
  tags: string[];
  /** '0': quota full, the card does nothing (§5). */
  buttonStatus: Flag;
  buttonText: string;
  applyUrl: string;
  contracts: Contract[];
  /** Loan confirm: agreement pop-up shown before confirming (§4). */
  popAgreement: boolean;
  sendSms: Flag;
}

export interface Order {
  orderId: string;
  orderNo: string;
  market: Market;
  productId: string;
  status: OrderStatus;
  /** Principal in integer hundredths. */
  amount: number;
  termDays: number;
  periods: number;
  /** What the borrower has paid so far, in hundredths: paid periods and partial payments alike. */
  paid: number;
  /** YYYY-MM-DD HH:MM:SS */
  applyTime: string;
  /** YYYY-MM-DD of the last period. */
  dueDate: string;
  /** '1': collection-type complaints are allowed for this order. */
  isShow: Flag;
  isDelay: Flag;
  isScore: Flag;
  /** External repayment address, empty for the in-app page. */
  h5Url: string;
}

export interface Complaint {
  id: string;
  market: Market;
  orderNo: string;
  type: string;
  sonType: string;
  content: string;
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  /** '1' unrated: once it has a reply (disposeDetail or disposeImages) the details page asks for a rating. */
  isScore: Flag;
  score: number | null;
  time: string;
}

export interface QaAnswer {
  id: string;
  title_local: string;
}

export interface QaNode {
  id: string;
  market: Market;
  /** '0' for the four top categories. */
  pid: string;
  title_local: string;
  title_local_alias: string;
  icon: string;
  /** 4: hand over to human support (§3). */
  action_type: number;
  answers: QaAnswer[];
  report_result: string;
}

export interface QaRecord {
  market: Market;
  orderNo: string;
  type: string;
  value: string;
  qaId: string;
}

export interface BankCard {
  id: string;
  market: Market;
  bankName: string;
  cardNo: string;
  bankCode: string;
  /** 1: the bank asks for an SMS code before it withholds. */
  needValid: 0 | 1;
}

export interface RepayRecord {
  id: string;
  orderId: string;
  cardId: string;
  /** Integer hundredths. */
  amount: number;
  needValid: 0 | 1;
  status: 'pending' | 'paid';
}

export interface VaBank {
  bankName: string;
  method: string[];
}

export interface LandingTemplate {
  id: string;
  market: Market;
  title: string;
  subtitle: string;
  maxAmount: string;
  features: string[];
  buttonText: string;
  agreementTitle: string;
  downloadUrl: string;
  themeColor: string;
}

export interface StoredFile {
  id: string;
  name: string;
  type: string;
  /** The bytes, base64: JSON and sessionStorage hold only text. */
  base64: string;
}

export interface PageEvent {
  market: Market;
  productId: string;
  moduleId: string;
  positionId: string;
}

export interface DbState {
  version: number;
  products: Product[];
  orders: Order[];
  problemTypes: Record<Market, Option[]>;
  /** Sub-types of problem type '1' (collection). */
  problemSonTypes: Record<Market, Option[]>;
  complaints: Complaint[];
  qaNodes: QaNode[];
  qaRecords: QaRecord[];
  cards: BankCard[];
  repayRecords: RepayRecord[];
  /** repayToken -> orderId, handed out by repayment-way and checked by repayment-commit. */
  repayTokens: Record<string, string>;
  /** The banks and payment points each market's server lists: India has no mini markets. */
  vaBanks: Record<Market, VaBank[]>;
  vaMarkets: Record<Market, string[]>;
  templates: LandingTemplate[];
  captchas: Record<string, string>;
  registeredPhones: string[];
  smsSentTo: string[];
  events: PageEvent[];
  appRatings: { market: Market; score: number }[];
  files: StoredFile[];
  support: Record<Market, { email: string; smWa: string; telephone: string }>;
  nextId: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
}

let state: DbState = createSeed();
let storage: { store: Storage; key: string } | null = null;
const requests: LoggedRequest[] = [];
const MAX_LOGGED = 500;

function commit(): void {
  if (!storage) return;
  try {
    storage.store.setItem(storage.key, JSON.stringify(state));
  } catch (error) {
    // Quota exceeded (large photos): the demo keeps working from memory for this page's life.
    console.warn('[demo backend] state not persisted', error);
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const byMarket =
  (market: Market | undefined) =>
  <T extends { market: Market }>(item: T) =>
    market === undefined || item.market === market;

export const db = {
  /** Every request the handlers saw, oldest first: tests assert what the server received. */
  requests: requests as readonly LoggedRequest[],

  log(entry: LoggedRequest): void {
    requests.push(entry);
    // A long browser demo session must not grow without bound; tests stay far below this.
    if (requests.length > MAX_LOGGED) requests.splice(0, requests.length - MAX_LOGGED);
  },
  /** The last logged request whose path ends with `suffix`. */
  lastRequest(suffix: string): LoggedRequest | undefined {
    return [...requests].reverse().find((entry) => entry.path.endsWith(suffix));
  },

  /** A fresh id, unique across entities. */
  nextId(): string {
    state.nextId += 1;
    commit();
    return String(state.nextId);
  },

  snapshot(): Readonly<DbState> {
    return state;
  },

  products: (market?: Market): readonly Product[] => state.products.filter(byMarket(market)),
  product: (market: Market, id: string): Product | undefined =>
    state.products.find((p) => p.market === market && p.id === id),

  orders: (market?: Market): readonly Order[] => state.orders.filter(byMarket(market)),
  /** By orderId or orderNo. */
  order: (market: Market, key: string): Order | undefined =>
    key === '' ? undefined : state.orders.find((o) => o.market === market && (o.orderId === key || o.orderNo === key)),
  addOrder(order: Order): Order {
    state.orders.unshift(order);
    commit();
    return order;
  },
  updateOrder(orderId: string, patch: Partial<Omit<Order, 'orderId' | 'orderNo' | 'market'>>): void {
    const order = state.orders.find((o) => o.orderId === orderId);
    if (order) Object.assign(order, patch);
    commit();
  },

  problemTypes: (market: Market): readonly Option[] => state.problemTypes[market],
  problemSonTypes: (market: Market): readonly Option[] => state.problemSonTypes[market],

  /** Newest first. */
  complaints: (market?: Market): readonly Complaint[] => state.complaints.filter(byMarket(market)),
  complaint: (market: Market, id: string): Complaint | undefined =>
    state.complaints.find((c) => c.market === market && c.id === id),
  addComplaint(complaint: Omit<Complaint, 'id'>): Complaint {
    const saved = { ...complaint, id: db.nextId() };
    state.complaints.unshift(saved);
    commit();
    return saved;
  },
  rateComplaint(id: string, score: number): void {
    const complaint = state.complaints.find((c) => c.id === id);
    if (complaint) Object.assign(complaint, { score, isScore: '0' });
    commit();
  },

  qaNode: (market: Market, id: string): QaNode | undefined =>
    state.qaNodes.find((n) => n.market === market && n.id === id),
  qaChildren: (market: Market, pid: string): readonly QaNode[] =>
    state.qaNodes.filter((n) => n.market === market && n.pid === pid),
  qaRecords: (): readonly QaRecord[] => state.qaRecords,
  addQaRecord(record: QaRecord): void {
    state.qaRecords.push(record);
    commit();
  },

  cards: (market: Market): readonly BankCard[] => state.cards.filter(byMarket(market)),
  repayRecords: (): readonly RepayRecord[] => state.repayRecords,
  issueRepayToken(orderId: string): string {
    const token = `RT${db.nextId()}${orderId}`;
    state.repayTokens[token] = orderId;
    commit();
    return token;
  },
  repayTokenOrder: (token: string): string | undefined => state.repayTokens[token],
  addRepayRecord(record: Omit<RepayRecord, 'id'>): RepayRecord {
    const saved = { ...record, id: `RR${db.nextId()}` };
    state.repayRecords.push(saved);
    commit();
    return saved;
  },
  markRepaid(recordId: string): void {
    const record = state.repayRecords.find((r) => r.id === recordId);
    if (record) record.status = 'paid';
    commit();
  },

  vaBanks: (market: Market): readonly VaBank[] => state.vaBanks[market],
  vaMarkets: (market: Market): readonly string[] => state.vaMarkets[market],
  template: (market: Market, id: string): LandingTemplate | undefined =>
    state.templates.find((t) => t.market === market && t.id === id),
  support: (market: Market) => state.support[market],

  captcha: (sid: string): string | undefined => state.captchas[sid],
  addCaptcha(sid: string, code: string): void {
    state.captchas[sid] = code;
    commit();
  },
  isRegistered: (phone: string): boolean => state.registeredPhones.includes(phone),
  register(phone: string): void {
    state.registeredPhones.push(phone);
    commit();
  },
  smsSentTo: (): readonly string[] => state.smsSentTo,
  recordSms(phone: string): void {
    state.smsSentTo.push(phone);
    commit();
  },

  events: (): readonly PageEvent[] => state.events,
  addEvent(event: PageEvent): void {
    state.events.push(event);
    commit();
  },
  appRatings: () => state.appRatings as readonly { market: Market; score: number }[],
  rateApp(market: Market, score: number): void {
    state.appRatings.push({ market, score });
    // Asked once: after rating the app no order prompts again.
    for (const order of state.orders) if (order.market === market) order.isScore = '0';
    commit();
  },

  saveFile(bytes: Uint8Array, name: string, type: string): StoredFile {
    const file = { id: `f${db.nextId()}`, name, type, base64: toBase64(bytes) };
    state.files.push(file);
    commit();
    return file;
  },
  file(id: string): { bytes: Uint8Array<ArrayBuffer>; type: string; name: string } | undefined {
    const file = state.files.find((f) => f.id === id);
    return file && { bytes: fromBase64(file.base64), type: file.type, name: file.name };
  },
  files: (): readonly StoredFile[] => state.files,

  /**
   * Browser demo: load the state saved under `key` (if it is of this version) and save every
   * change there, so a reload keeps filed complaints and uploaded images. Returns a function
   * that stops saving.
   */
  persist(store: Storage, key: string): () => void {
    const target = { store, key };
    storage = target;
    const stop = () => {
      if (storage === target) storage = null;
    };
    const saved = store.getItem(key);
    if (saved !== null) {
      try {
        const parsed = JSON.parse(saved) as Partial<DbState>;
        if (parsed.version === DB_VERSION) {
          state = parsed as DbState;
          return stop;
        }
      } catch {
        // A corrupt copy is replaced by the seed below.
      }
    }
    commit();
    return stop;
  },
};

/** Back to the seed with an empty request log (and, in the browser, the saved copy replaced). */
export function resetDb(): void {
  state = createSeed();
  requests.length = 0;
  commit();
}
