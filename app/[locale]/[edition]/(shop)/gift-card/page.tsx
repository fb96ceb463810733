import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { alternatesFor } from '@/app/_shared/seo';
import { GiftCardForm } from '@/features/gift-card/gift-card-form';
import { formatPrice } from '@/lib/i18n/money';
import { SITES } from '@/lib/site/sites';
import { ClientMessages } from '@/app/_shared/client-messages';
import { siteLocale } from '@/app/_shared/site-locale';
import giftCard from '@/features/gift-card/gift-card.module.css';

type Props = { params: Promise<{ locale: Locale }> };

/** Amounts most often given, in the site's currency. */
const POPULAR_AMOUNTS = [500, 1000, 2500, 5000];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const t = await getTranslations({ locale, namespace: 'giftCard' });
  return { title: t('heading'), description: t('lead'), alternates: alternatesFor(locale, '/gift-card') };
}

/** The gift card (browsing spec §2): what it is, how it is sent, and the form that orders one. */
export default async function GiftCardPage({ params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'giftCard' });
  return (
    <ClientMessages locale={locale} namespaces={['giftCard']}>
      <div className="content-page">
        <h1>{t('heading')}</h1>
        <p className="content-page__lead">{t('lead')}</p>
        <ul className={giftCard.facts}>
          <li>{t('facts.anyTrip')}</li>
          <li>{t('facts.delivery')}</li>
          <li>{t('facts.validity')}</li>
          <li>{t('facts.message')}</li>
          {/* Told before the order (Consumer Rights Directive art. 6(1)(h)): the right of withdrawal and where it is used. */}
          <li>{t('facts.withdrawal')}</li>
        </ul>
        <p>{t('amounts', { amounts: POPULAR_AMOUNTS.map((amount) => formatPrice(amount, locale)).join(' · ') })}</p>
        <section className={giftCard.order} aria-labelledby="gift-card-order">
          <h2 id="gift-card-order">{t('orderHeading')}</h2>
          <p>{t('form.lead')}</p>
          <GiftCardForm locale={locale} currency={SITES[locale].currency} />
        </section>
      </div>
    </ClientMessages>
  );
}
