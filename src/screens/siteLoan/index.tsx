import { getVariant } from '@/services/session';
import { Document } from '../shared/documents/Document';
import { loanTerms } from '../shared/documents/loanTerms';
import { SiteLayout } from '../shared/site/SiteLayout';
import { useTitle } from '../shared/useTitle';

/** /Loan (§2): the loan terms and conditions (§9) inside the public site. */
export default function SiteLoanScreen() {
  const content = loanTerms[getVariant().locale];
  useTitle(content.title);
  return (
    <SiteLayout>
      <div className="site-page">
        <Document content={content} />
      </div>
    </SiteLayout>
  );
}
