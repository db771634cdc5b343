import { Link } from 'react-router-dom';
import { t, type MessageKey } from '@/i18n';
import '../shared/promotionPage.css';

const SECTIONS = [1, 2, 3, 4, 5] as const;

export function PromotionAgreementView({ backHref }: { backHref: string }) {
  return (
    <main className="promo-page">
      <h1 className="promo-page__title">{t('promotion.agreementTitle')}</h1>
      {SECTIONS.map((n) => (
        <section key={n} className="promo-page__section" aria-labelledby={`promo-agreement-${n}`}>
          <h2 id={`promo-agreement-${n}`}>{t(`promotion.agreement${n}Title` as MessageKey)}</h2>
          <p>{t(`promotion.agreement${n}` as MessageKey)}</p>
        </section>
      ))}
      <Link className="ui-btn ui-btn--secondary ui-btn--block promo-page__download" to={backHref} replace>
        {t('promotion.agreementBack')}
      </Link>
    </main>
  );
}
