import { useId, type MouseEvent } from 'react';
import type { Block, DocumentContent } from './types';
import './document.css';

export interface DocumentProps {
  content: DocumentContent;
  /** The title's heading level: 1 on a page of its own, 2 inside a larger page (the public site). */
  level?: 1 | 2;
}

/** Where the table of contents starts: the privacy policy (9) and loan terms (7) get one, about us (3) not. */
export const CONTENTS_FROM = 5;

/** Hyphenated figures ('1800-123-4567', 'days 1-30') never break at their hyphens. */
const HYPHENATED = /(\d+(?:-\d+)+)/;

function Text({ text }: { text: string }) {
  return text.split(HYPHENATED).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="doc__nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string') {
    return (
      <p className="doc__p">
        <Text text={block} />
      </p>
    );
  }
  if ('lines' in block) return <p className="doc__p doc__lines">{textsIn(block.lines, 'span')}</p>;
  return <ul className="doc__list">{textsIn(block.list, 'li')}</ul>;
}

/** Texts one to an element: the lines of an address (span), the items of a list (li). */
function textsIn(texts: readonly string[], Item: 'span' | 'li') {
  return texts.map((text) => (
    <Item key={text}>
      <Text text={text} />
    </Item>
  ));
}

/**
 * Moves to a section without adding a history entry (Back then still leaves the page, and the
 * hash router sees no change): scrolls its heading into view and focuses it, so a screen reader
 * continues from there.
 */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView?.({ block: 'start' });
  // Already at the top of the view: focus() scrolls only an element out of view.
  heading.focus();
}

/**
 * Renders any document of src/screens/shared/documents: the title, the update date and intro, a
 * table of contents when long, then each section under its own heading (one level below the title).
 */
export function Document({ content, level = 1 }: DocumentProps) {
  const Title = level === 1 ? 'h1' : 'h2';
  const Heading = level === 1 ? 'h2' : 'h3';
  const contentsId = useId();
  return (
    <article className="doc" lang={content.lang}>
      <Title className="doc__title">{content.title}</Title>
      {content.updated && <p className="doc__updated">{content.updated}</p>}
      {content.intro?.map((block, index) => <BlockView key={index} block={block} />)}
      {content.sections.length >= CONTENTS_FROM && (
        <nav className="doc__toc" aria-labelledby={contentsId}>
          <p id={contentsId} className="doc__toc-title">
            {content.contentsLabel}
          </p>
          <ol className="doc__toc-list">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a className="doc__toc-link" href={`#${section.id}`} onClick={(event) => jump(event, section.id)}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {content.sections.map((section) => (
        <section key={section.id} className="doc__section" aria-labelledby={section.id}>
          <Heading id={section.id} className="doc__heading" tabIndex={-1}>
            {section.heading}
          </Heading>
          {section.body.map((block, index) => (
            <BlockView key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
