import { Document } from '../documents/Document';
import type { LocalizedDocument } from '../documents/types';
import { useTitle } from '../useTitle';
import { SiteLayout } from './SiteLayout';
import type { SiteVisit } from './siteVisit';

/** A document of the market (about us, the loan terms) as a page of the public site, titled by it. */
export function SiteDocumentPage({ document, visit }: { document: LocalizedDocument; visit: SiteVisit }) {
  const content = document[visit.locale];
  useTitle(content.title);
  return (
    <SiteLayout visit={visit}>
      <div className="site-page">
        <Document content={content} />
      </div>
    </SiteLayout>
  );
}
