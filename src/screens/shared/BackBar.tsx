import { t } from '@/i18n';
import { Button } from '@/ui';

/**
 * Back in a bar that stays in reach while the borrower scrolls a document: the static pages' (its
 * classes are named after them) and the loan agreement's when it is a page of its own. Their
 * styles take the bar's in (`@import '../shared/backBar.css'`): it is built into each page that
 * shows it (vite.config.ts COPIED), so its styles come in the page's own file.
 */
export function BackBar({ onBack }: { onBack: () => void }) {
  return (
    // data-back-bar: BACK_BAR (./backBarMark.ts), which the head's script of a framed page reads.
    <div className="static-page__bar" data-back-bar="">
      <Button variant="text" className="static-page__back" onClick={onBack}>
        <span className="static-page__chevron" aria-hidden="true" />
        {t('common.back')}
      </Button>
    </div>
  );
}
