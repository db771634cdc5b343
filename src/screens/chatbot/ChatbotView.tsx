import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ChatMessage, chatbotMachine, QaQuestion } from '@machines/chatbot/chatbot.machine';
import { t } from '@/i18n';
import { Button, EmptyView, Tabs } from '@/ui';
import { usePrefetch } from '../shared/usePrefetch';
import { ScreenLoad, type ScreenViewProps } from '../shared/ScreenPage';
import type { ChatbotView as View } from './select';
import './chatbot.css';

type Send = ActorRefFrom<typeof chatbotMachine>['send'];

// The rating dialog opens only after 'Terselesaikan': its code (dialog, stars) comes once the
// conversation shows, off the first visit's path.
const loadRatingDialog = () => import('./RatingDialog');
const RatingDialog = lazy(loadRatingDialog);

export type ChatbotViewProps = ScreenViewProps<View, typeof chatbotMachine>;

/** How many of the newest bot lines the live log keeps (older ones were already read out). */
const SPOKEN = 3;

/** A bot row as words, for the live log (screen readers) and nothing else. */
function spoken(message: ChatMessage): string | null {
  switch (message.kind) {
    case 'questions':
      return message.questions.length === 0
        ? t('chatbot.noQuestions')
        : `${t('chatbot.questionsIn', { topic: message.title })}: ${message.questions.map((q) => q.title).join('; ')}`;
    case 'answer':
      return message.answers.join(' ');
    case 'report':
      return message.text || t('chatbot.reportFallback');
    case 'note':
      return message.text || t(message.tone === 'thanks' ? 'chatbot.thanksFallback' : 'chatbot.refusedFallback');
    default:
      return null;
  }
}

function Bubble({ from, id, children }: { from: 'bot' | 'user'; id?: number; children: ReactNode }) {
  return (
    <li className={`chat__row chat__row--${from}`} data-message={id}>
      <span className="visually-hidden">{t(from === 'bot' ? 'chatbot.bot' : 'chatbot.you')}: </span>
      <div className={`chat__bubble chat__bubble--${from}`}>{children}</div>
    </li>
  );
}

function QuestionList({ questions, send }: { questions: readonly QaQuestion[]; send: Send }) {
  return (
    <ul className="chat__questions">
      {questions.map((question) => (
        <li key={question.id}>
          <button
            type="button"
            className="chat__question"
            onClick={() => send({ type: 'user.askQuestion', question })}
          >
            {question.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The answers to 'did this help?' under an answer, each with its event. */
const VERDICTS = [
  { type: 'user.solved', label: 'chatbot.solved', className: 'chat__verdict-btn chat__verdict-btn--yes' },
  { type: 'user.notSolved', label: 'chatbot.notSolved', className: 'chat__verdict-btn' },
] as const;

/**
 * One row of the conversation. Memoised on its message (a new object only when that row
 * changes) and `send` (stable), so a new row or a verdict re-renders one row, not hundreds.
 */
const MessageRow = memo(function MessageRow({ message, send }: { message: ChatMessage; send: Send }) {
  switch (message.kind) {
    case 'asked':
      return <Bubble from="user" id={message.id}>{message.text}</Bubble>;
    case 'questions':
      return (
        <Bubble from="bot" id={message.id}>
          {message.questions.length === 0 ? (
            <p className="chat__text">{t('chatbot.noQuestions')}</p>
          ) : (
            <>
              <p className="chat__heading">{t('chatbot.questionsIn', { topic: message.title })}</p>
              <QuestionList questions={message.questions} send={send} />
            </>
          )}
        </Bubble>
      );
    case 'answer':
      return (
        <Bubble from="bot" id={message.id}>
          {message.answers.map((text, index) => (
            <p key={index} className="chat__text">
              {text}
            </p>
          ))}
          {message.verdict === 'open' ? (
            <div className="chat__verdict" role="group" aria-label={t('chatbot.helpful')}>
              {VERDICTS.map(({ type, label, className }) => (
                <button key={type} type="button" className={className} onClick={() => send({ type, messageId: message.id })}>
                  {t(label)}
                </button>
              ))}
            </div>
          ) : (
            <p className="chat__marked">
              {message.verdict === 'solved' ? t('chatbot.markedSolved') : t('chatbot.markedNotSolved')}
              {message.score > 0 && (
                <>
                  {' · '}
                  <span aria-label={t('chatbot.rated', { n: message.score })}>{'★'.repeat(message.score)}</span>
                </>
              )}
            </p>
          )}
        </Bubble>
      );
    case 'report':
      return (
        <Bubble from="bot" id={message.id}>
          <p className="chat__text">{message.text || t('chatbot.reportFallback')}</p>
          <button type="button" className="chat__cs" onClick={() => send({ type: 'user.contactCs', messageId: message.id })}>
            {t('chatbot.contactCs')}
          </button>
        </Bubble>
      );
    case 'note':
      return (
        <Bubble from="bot" id={message.id}>
          <p className="chat__text">
            {message.text || t(message.tone === 'thanks' ? 'chatbot.thanksFallback' : 'chatbot.refusedFallback')}
          </p>
        </Bubble>
      );
  }
});

export function ChatbotView({ view, send }: ChatbotViewProps) {
  const end = useRef<HTMLDivElement>(null);
  const retry = () => send({ type: 'user.retry' });
  const { messages } = view;
  usePrefetch(loadRatingDialog, view.ready);

  // The newest message in view: after each new row, the typing dots and a failure in place.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, view.typing, view.failed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'user.send' });
  };

  const botLines: { id: number; text: string }[] = [];
  for (let i = messages.length - 1; i >= 0 && botLines.length < SPOKEN; i -= 1) {
    const message = messages[i]!;
    const text = spoken(message);
    if (text !== null) botLines.unshift({ id: message.id, text });
  }

  return (
    <main className="chatbot">
      <h1 className="visually-hidden">{t('chatbot.title')}</h1>

      {view.load && (
        <div className="chatbot__state">
          <ScreenLoad load={view.load} faultMessage={t('chatbot.loadFailed')} send={send} />
        </div>
      )}

      {view.empty && (
        <div className="chatbot__state">
          <EmptyView text={t('chatbot.empty')} onRetry={retry} />
        </div>
      )}

      {view.ready && (
        <>
          <section className="chat" aria-label={t('chatbot.conversation')}>
            {/* One disabled fieldset holds every control while a request is in flight: no row re-renders. */}
            <fieldset className="chat__fieldset" disabled={view.busy}>
              <ol className="chat__list">
                <Bubble from="bot">
                  <p className="chat__text">{view.greeting || t('chatbot.greeting')}</p>
                </Bubble>
                {messages.map((message) => (
                  <MessageRow key={message.id} message={message} send={send} />
                ))}
                {view.typing && (
                  <li className="chat__row chat__row--bot" role="status" aria-label={t('chatbot.typing')}>
                    <div className="chat__bubble chat__bubble--bot chat__typing" aria-hidden="true">
                      <span />
                      <span />
                      <span />
                    </div>
                  </li>
                )}
              </ol>
            </fieldset>
            {view.failed && (
              <div className="chat__failed" role="alert">
                <p>{t('chatbot.failed')}</p>
                <Button variant="secondary" onClick={retry}>
                  {t('common.retry')}
                </Button>
              </div>
            )}
            <div ref={end} />
          </section>

          {/* New bot lines, read out politely; the rows above are not a live region (no double reading). */}
          <div className="visually-hidden" role="log" aria-live="polite" aria-label={t('chatbot.announcements')}>
            {botLines.map((line) => (
              <p key={line.id}>{line.text}</p>
            ))}
          </div>

          <footer className="chatbot__bottom">
            <fieldset className="chat__fieldset" disabled={view.busy}>
              <Tabs
                tabs={view.tabs}
                selected={view.tab}
                label={t('chatbot.topics')}
                className="chatbot__tabs"
                onSelect={(index) => send({ type: 'user.pickTab', index })}
              />
            </fieldset>
            <form className="chatbot__composer" onSubmit={submit}>
              <input
                className="chatbot__input"
                type="text"
                enterKeyHint="send"
                aria-label={t('chatbot.inputLabel')}
                placeholder={t('chatbot.inputPlaceholder')}
                value={view.draft}
                onChange={(event) => send({ type: 'user.type', text: event.target.value })}
              />
              <Button type="submit" className="chatbot__send" disabled={!view.canSend} busy={view.sending}>
                {t('chatbot.send')}
              </Button>
            </form>
          </footer>

          {view.ratingOpen && (
            <Suspense fallback={null}>
              <RatingDialog view={view} send={send} />
            </Suspense>
          )}
        </>
      )}
    </main>
  );
}
