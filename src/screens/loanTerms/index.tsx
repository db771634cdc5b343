import { getLocale, t } from '@/i18n';
import { loanTerms } from '../shared/documents/loanTerms';
import { StaticPage } from '../shared/StaticPage';
import { leaveStaticPage } from '../shared/staticPages';
import { useTitle } from '../shared/useTitle';

/**
 * Loan terms and conditions (§2, content §9): static document of the market. No machine, no
 * request.
 */
export default function LoanTermsScreen() {
  useTitle(t('staticPages.loanTerms'));
  return <StaticPage content={loanTerms[getLocale()]} onBack={leaveStaticPage} />;
}
