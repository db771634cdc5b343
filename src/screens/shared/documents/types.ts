import type { Locale } from '@/services/session';

/**
 * A document as data: the privacy policy, about us and the loan terms are written once here and
 * rendered by `Document` wherever they appear (these pages, the public site). Plain strings and
 * lists only, so a document is a few KiB and needs no markup parser.
 */

/**
 * A paragraph; a bulleted list of items; or lines kept as lines, such as a
 * postal address or a contact block.
 */
export type Block =
  | string
  | { readonly list: readonly string[] }
  | { readonly lines: readonly string[] };

export interface DocumentSection {
  /** Stable anchor id, unique across documents (the table of contents links to it). */
  readonly id: string;
  readonly heading: string;
  readonly body: readonly Block[];
}

export interface DocumentContent {
  /** BCP 47 language of the text (`lang` attribute, so screen readers pronounce it right). */
  readonly lang: 'en' | 'id';
  readonly title: string;
  /** e.g. 'Last updated: 1 November 2026'. */
  readonly updated?: string;
  /** Paragraphs before the first section. */
  readonly intro?: readonly Block[];
  readonly sections: readonly DocumentSection[];
  /** Heading of the table of contents, shown for documents with many sections. */
  readonly contentsLabel: string;
}

/** One document's content in each market (isNeedPop 1 India English, else Indonesia, §1). */
export type LocalizedDocument = Readonly<Record<Locale, DocumentContent>>;
