'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { bookingFlags } from '@/lib/package/selection';
import { formatPrice } from '@/lib/i18n/money';
import { tripWords } from '@/lib/sport-words';
import { variantPrice } from '@/lib/pricing';
import { usePackageState, usePackageDetail } from '../../store/package-store';
import styles from '../../customise.module.css';

/** What the clubs say of their premium seats (booking spec §3 "Event" homeClub.guidingTexts.premiumText), each text once. */
export function premiumTexts(pkg: Pick<PackageDetail, 'events'>): string[] {
  const texts = pkg.events.map((event) => event.homeClub?.guidingTexts.premiumText?.trim()).filter((text): text is string => Boolean(text));
  return [...new Set(texts)];
}

/**
 * The premium upgrade (booking spec §2 "Premium upgrade", §4): the home
 * club's own words on its premium seats (a general line where no club has
 * any), offered only when the package has premium and nothing is dropped,
 * chosen and accepted by checkboxes. Part of the ticket step: premium
 * upgrades the match tickets.
 */
export function PremiumBlock() {
  const t = useTranslations('package.customise');
  const locale = useLocale();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const accepted = usePackageState((state) => state.accepted.premium);
  const setVariant = usePackageState((state) => state.setVariant);
  const accept = usePackageState((state) => state.accept);
  const flags = bookingFlags(pkg, selection);
  const premium = variantPrice(pkg.prices, 'premium');
  if (!flags.premiumOffered || premium === null) return null;
  const extra = premium - pkg.prices.defaultPrice;
  const isPremium = selection.type === 'premium';
  const texts = premiumTexts(pkg);
  return (
    <div className={styles.premium}>
      <h3 className={styles.subheading}>{t('premiumHeading')}</h3>
      {texts.length > 0 ? texts.map((text) => <p key={text}>{text}</p>) : <p>{t('premiumLead', { sport: tripWords(pkg.events) })}</p>}
      <label className={styles.toggle}>
        <input type="checkbox" checked={isPremium} onChange={(event) => setVariant(event.target.checked ? 'premium' : 'default')} />
        {t('premiumChoose', { price: formatPrice(extra, locale) })}
      </label>
      {isPremium && (
        <label className={styles.toggle}>
          <input type="checkbox" checked={accepted} onChange={(event) => accept('premium', event.target.checked)} />
          {t('premiumAccept')}
        </label>
      )}
    </div>
  );
}
