/**
 * Control coverage (issue 21): transition coverage cannot see a second control that sends the same
 * event (loan details has two Repay buttons; paths that only ever tap one leave the other's
 * handler untested). Every control a user can reach on the screen is keyed by its role, its
 * accessible name, the named group, region, article or dialog around it, and its place among
 * controls alike (`button 'Apply now' in article 'CashSetu'`; a second one ends in ` #2`).
 *
 * "Sends an event" is measured, never read from a wired handler. The replay wraps the relay of
 * the actor systems the screen starts (every `actor.send` of a view goes through it), so
 * - during a gesture, an event the view sends the screen's machine is credited to the control the
 *   DOM event then being dispatched (`window.event`) reached: that control is used, and sends it;
 * - at every state the replay checks, each control not yet known to send is used once more (a
 *   click; a changed value for a text field or a list; a file for a file input) while the relay
 *   swallows whatever the view sends: no machine hears it, and the control counts as sending only
 *   if the screen's machine would have received an event. A control whose use sends nothing (a
 *   fold, a link to another page, a disabled button) is not counted.
 *
 * A probe must leave the path as it was: one that changes the page anyway (a view's own state,
 * such as a thumbnail opening the picture; the host; the address) throws ProbeDisturbed, and the
 * path is replayed again with that control probed only at the end of a path, where nothing is
 * left to disturb (ControlCoverage.viewOnly).
 *
 * A dialog run by a child machine (the rating, the SMS countdown) sends to that child: it is the
 * child machine's screen, with path tests of its own.
 */
import { fireEvent } from '@testing-library/react';
import { computeAccessibleName, getRole } from 'dom-accessibility-api';
import type { AnyActorRef, EventObject } from 'xstate';
import type { ControlsObserved } from './model';

/** What may be a control: a native one, or anything given a role. */
const CANDIDATES = 'button, a[href], input, select, textarea, summary, [role]';
/** The roles a user operates. */
const INTERACTIVE = new Set([
  'button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'textbox', 'searchbox', 'combobox', 'listbox', 'option',
  'menuitem', 'menuitemcheckbox', 'menuitemradio', 'slider', 'spinbutton', 'treeitem',
]);
/** Named containers that tell same-named controls apart (the Repay of the repayment group, a card's Apply). */
const CONTEXTS = new Set([
  'dialog', 'alertdialog', 'group', 'radiogroup', 'region', 'article', 'form', 'tabpanel', 'navigation', 'complementary',
  'note', 'alert', 'status', 'menu', 'toolbar', 'tablist', 'listbox', 'search',
]);
/** Elements whose implicit role may be one of CONTEXTS. */
const CONTEXT_TAGS = new Set(['section', 'article', 'dialog', 'form', 'fieldset', 'nav', 'aside', 'search']);
/** Elements a browser lays out as blocks: a name puts a space between them. */
const BLOCKS = new Set(['address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'section', 'table', 'ul']);

/**
 * The little of a computed style a name needs (hidden or not, block or not), from the element
 * itself: jsdom computes styles slowly, and the tests load no style sheets anyway.
 */
function styleOf(element: Element): CSSStyleDeclaration {
  const own = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
  const value = (property: string) => {
    const set = own?.getPropertyValue(property) ?? '';
    if (property === 'display' && set === '') return BLOCKS.has(element.localName) ? 'block' : 'inline';
    return set;
  };
  return { getPropertyValue: value } as CSSStyleDeclaration;
}

/**
 * An accessible name with its figures folded to '#' (an amount, a date, a phone number, a
 * countdown's seconds, an image's number): '59s' and '58s' are one control, and controls that
 * differ only by a number ('1 star' ... '5 star') are told apart by their place.
 */
function nameOf(element: Element, fromContent = true): string {
  const sig = signatureOf(element, fromContent);
  const known = names.get(element);
  if (known?.sig === sig) return known.name;
  const name = computeAccessibleName(element, { getComputedStyle: styleOf, computedStyleSupportsPseudoElements: false })
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\+?\d(?:[\d.,:/ -]*\d)?/g, '#');
  names.set(element, { sig, name });
  return name;
}

/** Names as last computed, with what they were computed from. */
const names = new WeakMap<Element, { sig: string; name: string }>();

/**
 * What an element's name is made of: its markup (its own attributes only, for a container, whose
 * name never comes from its content), the texts of what labels it.
 */
function signatureOf(element: Element, withContent: boolean): string {
  const parts = [withContent ? element.outerHTML : [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).join(' ')];
  for (const id of (element.getAttribute('aria-labelledby') ?? '').split(/\s+/)) {
    if (id !== '') parts.push(document.getElementById(id)?.textContent ?? '');
  }
  const labels = (element as HTMLInputElement).labels;
  if (labels) for (const label of labels) parts.push(label.textContent ?? '');
  return parts.join('|');
}

/** The role a control is found by (a file input has none of its own), or null for what is no control. */
function roleOf(element: Element): string | null {
  if (element instanceof HTMLInputElement && element.type === 'file') return 'file input';
  if (element instanceof HTMLInputElement && element.type === 'hidden') return null;
  const role = getRole(element);
  return role !== null && INTERACTIVE.has(role) ? role : null;
}

/** ` in <role> '<name>'`: the nearest named container around the control, or ''. */
function contextOf(element: Element): string {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    if (!node.hasAttribute('role') && !CONTEXT_TAGS.has(node.localName)) continue;
    const role = getRole(node);
    if (role === null || !CONTEXTS.has(role)) continue;
    const name = nameOf(node, false);
    if (name !== '') return ` in ${role} '${name}'`;
  }
  return '';
}

/** What a user cannot reach or operate now (an aria-disabled control still takes a tap). */
function unusable(element: Element): boolean {
  if ((element as HTMLButtonElement).disabled === true) return true;
  // By hand: jsdom's closest() with a list of selectors costs more than the rest of the listing.
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('inert') || node.hasAttribute('hidden')) return true;
    if (node !== element && node.localName === 'fieldset' && node.hasAttribute('disabled')) return true;
  }
  return false;
}

export interface Control {
  key: string;
  element: Element;
  usable: boolean;
}

/**
 * Every control on the page, in document order, keyed by role, name and context; the n-th of
 * several alike ends in ` #n` (counted over disabled ones too, so one greying out renames none).
 */
export function controlsOnPage(root: ParentNode = document.body): Control[] {
  const counts = new Map<string, number>();
  const found: Control[] = [];
  for (const element of root.querySelectorAll(CANDIDATES)) {
    const role = roleOf(element);
    if (role === null) continue;
    const base = `${role} '${nameOf(element)}'${contextOf(element)}`;
    const nth = (counts.get(base) ?? 0) + 1;
    counts.set(base, nth);
    found.push({ key: nth > 1 ? `${base} #${nth}` : base, element, usable: !unusable(element) });
  }
  return found;
}

/** The control a DOM event was dispatched at (for a form's submit: its submitter, else its button). */
function controlOfEvent(event: Event | undefined): Element | null {
  if (!event) return null;
  let target = event.target instanceof Element ? event.target : null;
  if (target instanceof HTMLFormElement) {
    const submitter = (event as SubmitEvent).submitter ?? target.querySelector('button[type="submit"], input[type="submit"], button:not([type])');
    target = submitter ?? (document.activeElement !== document.body ? document.activeElement : null);
  }
  for (let node = target; node; node = node.parentElement) if (roleOf(node) !== null) return node;
  return null;
}

export interface ControlCoverage {
  /** Controls that send the screen's machine an event, with the event types. */
  sending: Map<string, Set<string>>;
  /** The state each sending control was first seen sending in. */
  seenIn: Map<string, string>;
  /** Controls a path's gesture used, with the event types their use sent. */
  used: Map<string, Set<string>>;
  /** Controls whose use changes the view without the machine (probed only at the end of a path). */
  viewOnly: Set<string>;
  /**
   * Probes that sent nothing: the control's key and markup, and the machine's state value. The
   * same control, drawn the same, in the same state is not probed again (a countdown's page is
   * not probed afresh each second).
   */
  silent: Set<string>;
}

export function newControlCoverage(): ControlCoverage {
  return { sending: new Map(), seenIn: new Map(), used: new Map(), viewOnly: new Set(), silent: new Set() };
}

function add(map: Map<string, Set<string>>, key: string, type: string): void {
  const set = map.get(key) ?? new Set<string>();
  set.add(type);
  map.set(key, set);
}

/** The coverage as the path test file writes it for the report. */
export function controlsJson(coverage: ControlCoverage): ControlsObserved {
  const sorted = (map: Map<string, Set<string>>) =>
    Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, types]) => [key, [...types].sort()]));
  return {
    sending: sorted(coverage.sending),
    used: sorted(coverage.used),
    seenIn: Object.fromEntries([...coverage.seenIn].sort(([a], [b]) => a.localeCompare(b))),
    viewOnly: [...coverage.viewOnly].sort(),
  };
}

/** A probe changed the page besides what the control sent: the path is to be replayed. */
export class ProbeDisturbed extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

type Relay = (source: AnyActorRef | undefined, target: AnyActorRef, event: EventObject) => void;
interface RelaySystem {
  _relay: Relay;
}

/** Uses a control once, as a user would: a tap, a changed value, a picked file; then puts the value back. */
function use(element: Element): void {
  if (element instanceof HTMLInputElement && element.type === 'file') {
    fireEvent.change(element, { target: { files: [new File(['probe'], 'probe.png', { type: 'image/png' })] } });
    delete (element as unknown as { files?: unknown }).files;
  } else if (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'range', 'color'].includes(element.type))
  ) {
    const old = element.value;
    fireEvent.input(element, { target: { value: old === '' ? '1' : old.slice(0, -1) } });
    if (element.value !== old) element.value = old;
  } else if (element instanceof HTMLSelectElement) {
    const old = element.value;
    const other = [...element.options].find((option) => option.value !== old && !option.disabled);
    if (other) fireEvent.change(element, { target: { value: other.value } });
    if (element.value !== old) element.value = old;
  } else {
    fireEvent.click(element);
  }
}

/**
 * A probe's tap follows no link (the router's links, like a browser, leave alone a tap that is
 * already cancelled) and posts no form: what counts is what the view sends. A submit button's
 * click goes on, so the form's own submit handler runs; the submit itself is cancelled.
 */
function cancelFirst(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const button = event.type === 'click' ? target?.closest('button, input') : null;
  const submits = (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) && button.type === 'submit' && button.form !== null;
  if (!submits) event.preventDefault();
}

/** What the records of one probe changed for good (React rewrites a radio's name and back: no change). */
function netChanges(records: readonly MutationRecord[]): string[] {
  const changes: string[] = [];
  // The value each attribute (or text) had before the probe: its first record's old value.
  const before = new Map<Node, Map<string, string | null>>();
  for (const record of records) {
    if (record.type === 'childList') {
      changes.push(`${record.addedNodes.length} added, ${record.removedNodes.length} removed in ${describe(record.target)}`);
      continue;
    }
    const values = before.get(record.target) ?? new Map<string, string | null>();
    const name = record.attributeName ?? '#text';
    if (!values.has(name)) values.set(name, record.oldValue);
    before.set(record.target, values);
  }
  for (const [target, values] of before) {
    for (const [name, old] of values) {
      const now = name === '#text' ? target.textContent : (target as Element).getAttribute(name);
      if (now !== old) changes.push(`${name} ${JSON.stringify(old)} -> ${JSON.stringify(now)} at ${describe(target)}`);
    }
  }
  return changes;
}

function describe(node: Node): string {
  return node instanceof Element ? node.outerHTML.slice(0, 100) : JSON.stringify(String(node.textContent).slice(0, 60));
}

/**
 * Watches one replay: wraps the relay of every actor system the screen starts, credits what a
 * gesture sends to the control it used, and probes the controls at each state.
 */
export class ControlWatch {
  private readonly wrapped = new Map<RelaySystem, Relay>();
  /** While a probe runs: what the view sent the screen's machine. */
  private probing: string[] | null = null;
  private subject: AnyActorRef | null = null;
  /** The state of the last check, where a gesture starts. */
  private state = '';
  /** The keys of the controls the current gesture used, as the page was when it began. */
  private readonly gestureKeys = new Map<Element, string>();
  /** The controls as last listed, until the page changes (typing a code sends an event a key). */
  private listed: Control[] | null = null;
  private readonly changes = new MutationObserver(() => {
    this.listed = null;
  });
  private observing = false;

  constructor(private readonly coverage: ControlCoverage) {}

  /** Wraps the systems of `actors` not yet wrapped; `subject` is the screen's own machine. */
  attach(actors: readonly AnyActorRef[], subject: AnyActorRef): void {
    this.subject = subject;
    for (const actor of actors) {
      const system = actor.system as unknown as RelaySystem;
      if (this.wrapped.has(system)) continue;
      const original = system._relay;
      this.wrapped.set(system, original);
      system._relay = (source, target, event) => {
        // Only what comes from outside the system (a view's send) is a probe's or a gesture's.
        if (source === undefined) {
          if (this.probing) {
            if (target === this.subject) this.probing.push(event.type);
            return;
          }
          if (target === this.subject) this.credit(event.type);
        }
        original(source, target, event);
      };
    }
  }

  /** Puts every relay back. */
  detach(): void {
    for (const [system, original] of this.wrapped) system._relay = original;
    this.wrapped.clear();
    this.changes.disconnect();
  }

  private controls(): Control[] {
    if (!this.observing) {
      this.changes.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      this.observing = true;
    }
    if (this.changes.takeRecords().length > 0) this.listed = null;
    this.listed ??= controlsOnPage();
    return this.listed;
  }

  private credit(type: string): void {
    const element = controlOfEvent(window.event);
    if (!element) return;
    let key = this.gestureKeys.get(element);
    if (key === undefined) {
      key = this.controls().find((control) => control.element === element)?.key;
      if (key === undefined) return;
      this.gestureKeys.set(element, key);
    }
    add(this.coverage.used, key, type);
    this.found(key, [type]);
  }

  private found(key: string, types: readonly string[]): void {
    for (const type of types) add(this.coverage.sending, key, type);
    if (types.length > 0 && !this.coverage.seenIn.has(key)) this.coverage.seenIn.set(key, this.state);
  }

  /**
   * Uses, with the relay swallowing, each control on the page not yet known to send (nor found
 * silent in this state, drawn as it is now); `state` is the machine's state value. `outside`
   * tells what else a use could change (the host's calls, the address), which must stay as it was.
   * Mid-path (`last` false) a control known to change the view is left for the end of a path, and
   * one found to change it throws ProbeDisturbed; at the end of a path every control is probed, the
   * view-only ones last, until one changes the page.
   */
  probe(state: string, outside: () => string, last: boolean): void {
    this.state = state;
    this.gestureKeys.clear();
    const observer = new MutationObserver(() => {});
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true, attributeOldValue: true, characterDataOldValue: true });
    window.addEventListener('click', cancelFirst, true);
    window.addEventListener('submit', cancelFirst, true);
    try {
      const unknown = this.controls().filter((control) => control.usable && !this.coverage.sending.has(control.key));
      const viewOnly = (control: Control) => this.coverage.viewOnly.has(control.key);
      const order = last ? [...unknown.filter((c) => !viewOnly(c)), ...unknown.filter(viewOnly)] : unknown.filter((c) => !viewOnly(c));
      for (const control of order) {
        if (!control.element.isConnected) continue;
        const silent = `${control.key}|${state}|${control.element.outerHTML}`;
        if (this.coverage.silent.has(silent)) continue;
        const before = outside();
        const sent: string[] = [];
        this.probing = sent;
        try {
          use(control.element);
        } finally {
          this.probing = null;
        }
        this.found(control.key, sent);
        if (sent.length === 0) this.coverage.silent.add(silent);
        const changed = netChanges(observer.takeRecords());
        const after = outside();
        if (changed.length === 0 && after === before) continue;
        this.coverage.viewOnly.add(control.key);
        if (last) return;
        const what = changed.length > 0 ? `the page (${changed.join('; ')})` : `${before} to ${after}`;
        throw new ProbeDisturbed(control.key, `Probing ${control.key} in ${state} changed ${what}, besides sending ${sent.join(', ') || 'nothing'}`);
      }
    } finally {
      observer.disconnect();
      window.removeEventListener('click', cancelFirst, true);
      window.removeEventListener('submit', cancelFirst, true);
    }
  }
}
