import { t } from '@/i18n';
import { Button, ProductLogo } from '@/ui';
import type { ProductCardView } from './productCards';
import './productCard.css';

export interface ProductCardProps {
  card: ProductCardView;
  /** The level of the product name's heading under the page's own headings. */
  level: 2 | 3;
  onApply: (index: number) => void;
}

/**
 * One §3 recommended product: logo, name and its button, the amount range with its description,
 * the rate, the description, and (on the first two cards) the tags. An inactive card is greyed
 * and its button takes no tap.
 */
export function ProductCard({ card, level, onApply }: ProductCardProps) {
  const Name = level === 2 ? 'h2' : 'h3';
  return (
    <article className={`product-card${card.inactive ? ' product-card--inactive' : ''}`} aria-label={card.name}>
      <div className="product-card__head">
        <ProductLogo src={card.logo} size={48} lazy={card.lazyLogo} className="product-card__logo" />
        <Name className="product-card__name">{card.name}</Name>
        <Button
          className="product-card__apply"
          disabled={card.inactive || card.locked}
          busy={card.busy}
          onClick={() => onApply(card.index)}
        >
          {card.buttonText || t('productCard.apply')}
        </Button>
      </div>
      <dl className="product-card__figures">
        <div className="product-card__figure">
          <dt className="product-card__label">{card.amountRangeDes}</dt>
          <dd className="product-card__amount">{card.amountRange}</dd>
        </div>
        {card.rate !== '' && (
          <div className="product-card__figure">
            <dt className="product-card__label">{t('productCard.rate')}</dt>
            <dd className="product-card__rate">{card.rate}</dd>
          </div>
        )}
      </dl>
      {card.desc !== '' && <p className="product-card__desc">{card.desc}</p>}
      {card.tags.length > 0 && (
        <ul className="product-card__tags" aria-label={t('productCard.tags')}>
          {card.tags.map((tag, n) => (
            <li key={n} className="product-card__tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
