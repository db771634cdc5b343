import { loanTerms } from '../shared/documents/loanTerms';
import { SiteDocumentPage } from '../shared/site/SiteDocumentPage';
import { useSiteVisit } from '../shared/site/siteVisit';

/** /Loan (§2): the loan terms and conditions (§9) inside the public site. */
export default function SiteLoanScreen() {
  return <SiteDocumentPage document={loanTerms} visit={useSiteVisit()} />;
}
