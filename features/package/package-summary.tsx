import { useLocale, useTranslations } from 'next-intl';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { formatPrice } from '@/lib/i18n/money';
import { Link } from '@/lib/i18n/navigation';
import { variantLabel, type VariantOption } from '@/lib/packages/variants';

/** Two adults: the package page's default travellers (booking spec §4). */
const DEFAULT_ADULTS = 2;

type Props = { pkg: PackageDetail; options: VariantOption[]; selected: VariantOption | undefined };

/**
 * The summary beside the package: the variant buttons, the price per person
 * and for the default two travellers, and the way on to booking. A sold-out
 * package leads to the preorder instead.
 */
export function PackageSummary({ pkg, options, selected }: Props) {
  const t = useTranslations('package');
  const tp = useTranslations('packages');
  const locale = useLocale();
  const bookable = selected?.available && selected.price !== null;

  return (
    <aside className="package-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('summaryHeading')}</h2>
      <nav aria-label={t('variantsLabel')}>
        <ul className="package-card__variants package-summary__variants">
          {options.map(({ variant, price, available }) => (
            <li key={variant}>
              {available && price !== null ? (
                <Link
                  className="variant-button"
                  href={{ pathname: '/packages/[slug]', params: { slug: pkg.slug }, query: { type: variant } }}
                  aria-current={variant === selected?.variant ? 'true' : undefined}
                  replace
                  scroll={false}
                >
                  <span className="variant-button__name">{tp(`variants.${variantLabel(pkg, variant)}`)}</span>
                  <span className="variant-button__price price">{formatPrice(price, locale)}</span>
                </Link>
              ) : (
                <span className="variant-button variant-button--unavailable" aria-disabled="true">
                  <span className="variant-button__name">{tp(`variants.${variantLabel(pkg, variant)}`)}</span>
                  <span className="variant-button__price">{tp('notAvailable')}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {bookable && selected ? (
        <>
          <dl className="package-summary__totals">
            <dt>{tp('perPerson')}</dt>
            <dd className="price">{formatPrice(selected.price!, locale)}</dd>
            <dt>{t('totalFor', { adults: DEFAULT_ADULTS })}</dt>
            <dd className="price package-summary__total">{formatPrice(selected.price! * DEFAULT_ADULTS, locale)}</dd>
          </dl>
          <Link
            className="button button--primary package-summary__book"
            href={{ pathname: '/packages/[slug]/book', params: { slug: pkg.slug }, query: { type: selected.variant } }}
          >
            {t('book')}
          </Link>
        </>
      ) : (
        <>
          <p className="package-summary__sold-out">{t('soldOutNotice')}</p>
          <Link className="button button--primary" href={{ pathname: '/packages/[slug]/preorder', params: { slug: pkg.slug } }}>
            {t('preorder')}
          </Link>
        </>
      )}
    </aside>
  );
}
