import type { CategoryGlyph } from './select';

/**
 * The page's own pictograms for the help categories (24 px grid, 2 px strokes in the brand
 * colour), drawn inline: no download, no broken-image mark, crisp at any density. Each is the
 * shape of its topic; `help` is the neutral one for a category the page cannot tell.
 */
const PATHS: Record<CategoryGlyph, readonly string[]> = {
  // A form with a plus: applying.
  apply: ['M7 3h7l4 4v13a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z', 'M14 3v4h4', 'M12 11v6', 'M9 14h6'],
  // A wallet with its clasp: paying back.
  repay: ['M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1V7z', 'M4 7l11-3v3', 'M16 13.5h1.5'],
  // A person: the borrower's account.
  account: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4.5 20a7.5 7.5 0 0 1 15 0'],
  // A phone with call waves: calls about a debt.
  collection: [
    'M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z',
    'M15 3.5a6 6 0 0 1 5.5 5.5',
    'M15 7a2.5 2.5 0 0 1 2 2',
  ],
  // A speech bubble with a question mark: anything else.
  help: [
    'M4 5h16v11H9l-4 4v-4H4z',
    'M10 9a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2',
    'M12 14.2v.1',
  ],
};

export function CategoryIcon({ glyph }: { glyph: CategoryGlyph }) {
  return (
    <svg
      className="complaint-new__glyph"
      data-glyph={glyph}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[glyph].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
