import { getVariant } from '@/services/session';
import { Document } from '../documents/Document';
import type { LocalizedDocument } from '../documents/types';
import { useTitle } from '../useTitle';
import { SiteLayout } from './SiteLayout';

/** A document of the market (about us, the loan terms) as a page of the public site, titled by it. */
export function SiteDocumentPage({ document }: { document: LocalizedDocument }) {
  const content = document[getVariant().locale];
  useTitle(content.title);
  return (
    <SiteLayout>
      <div className="site-page">
        <Document content={content} />
      </div>
    </SiteLayout>
  );
}
