import type { ReactNode } from 'react';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import { EmptyView, LoadStateView } from '@/ui';
import type { PathLink } from './links';
import type { LoadView } from './loadView';
import { useTitle } from './useTitle';

/** What a screen's view is given: its view model, read by `select`, and its machine's send. */
export interface ScreenViewProps<TView, TMachine extends AnyStateMachine> {
  view: TView;
  send: ActorRefFrom<TMachine>['send'];
}

/** A view that links to other pages of the app. */
export interface LinkedViewProps<TView, TMachine extends AnyStateMachine> extends ScreenViewProps<TView, TMachine> {
  /** In-app links with the visit's session carried (the binding's). */
  link: PathLink;
}

/** What a load's states take from the page (machines/shared/load.ts): a retry after a fault, a leave after a refusal. */
export type LoadEvent = { type: 'user.retry' } | { type: 'user.leave' };

export interface ScreenLoadProps {
  /** The view model's `load` (loadViewOf): nothing once the answer is in. */
  load: LoadView;
  /** What the fault was about ("Your complaints could not be loaded."). */
  faultMessage: string;
  /** Shown when a refusal came without a message of its own. */
  refusedMessage?: string;
  /** The screen's machine: Try again sends `user.retry`, Back `user.leave`. */
  send: (event: LoadEvent) => void;
}

/** The load, fail and retry of a screen's machine: LoadStateView with its ways bound to the machine's events. */
export function ScreenLoad({ load, faultMessage, refusedMessage, send }: ScreenLoadProps) {
  if (!load) return null;
  return (
    <LoadStateView
      view={load}
      faultMessage={faultMessage}
      refusedMessage={refusedMessage}
      onRetry={() => send({ type: 'user.retry' })}
      onLeave={() => send({ type: 'user.leave' })}
    />
  );
}

interface FrameProps {
  /** The main element's classes ('page bill'). */
  className: string;
  title?: string;
  /** The h1's classes; 'page__title' unless the page words it otherwise. */
  titleClassName?: string;
  /** In place of the h1: a heading that carries more than the title (a picture, a link beside it). */
  heading?: ReactNode;
  children?: ReactNode;
}

/** A page that loads shows its load state under the title; one that loads nothing has no `send`. */
export type ScreenPageProps = FrameProps & (ScreenLoadProps | { [K in keyof ScreenLoadProps]?: never });

/**
 * The frame of a screen: the main element, its title, then (with `load` and `send`) the load state
 * bound to the machine, then the page's own content.
 */
export function ScreenPage({ className, title, titleClassName = 'page__title', heading, children, ...load }: ScreenPageProps) {
  return (
    <main className={className}>
      {heading ?? <h1 className={titleClassName}>{title}</h1>}
      {load.send && <ScreenLoad {...load} />}
      {children}
    </main>
  );
}

export interface MissingPageProps {
  className: string;
  /** The page's title: its h1 and the document's. */
  title: string;
  /** Why the page is empty ("Open this page from your loan."). */
  text: string;
  /** Ways on, after the empty state. */
  children?: ReactNode;
}

/** An address without what the page needs (an order, a product): nothing is asked, and the page says why. */
export function MissingPage({ className, title, text, children }: MissingPageProps) {
  useTitle(title);
  return (
    <ScreenPage className={className} title={title}>
      <EmptyView text={text} />
      {children}
    </ScreenPage>
  );
}
