import { t } from '@/i18n';
import { Button } from '@/ui';
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
      <div className="static-page__bar">
        <Button variant="text" className="static-page__back" onClick={onBack}>
          <span className="static-page__chevron" aria-hidden="true" />
          {t('common.back')}
        </Button>
      </div>
      <Document content={content} />
    </main>
  );
}
