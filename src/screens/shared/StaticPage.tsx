import { BackBar } from './BackBar';
import { Document } from './documents/Document';
import type { DocumentContent } from './documents/types';
import './staticPage.css';

export interface StaticPageProps {
  content: DocumentContent;
  /** Back: the binding's shared `leave` (closeWebView in the app, history back in a browser). */
  onBack: () => void;
}

/**
 * A page that only shows a document (privacy policy, about us, loan terms): a bar with Back that
 * stays in reach while the borrower scrolls, then the document. Nothing loads, nothing is sent.
 */
export function StaticPage({ content, onBack }: StaticPageProps) {
  return (
    <main className="page static-page">
      <BackBar onBack={onBack} />
      <Document content={content} />
    </main>
  );
}
