import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { ORGANISER, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import styles from './home.module.css';

/** The ways to pay on each site besides cards (the campaigns name them too). */
const PAYMENT_PARTNERS: Record<Locale, readonly string[]> = {
  da: ['Visa', 'Mastercard', 'MobilePay'],
  no: ['Visa', 'Mastercard', 'Vipps'],
  sv: ['Visa', 'Mastercard', 'Swish'],
};

export function partnersOf(locale: Locale): { name: string; kind: 'guarantee' | 'payment' }[] {
  return [
    { name: TRAVEL_GUARANTEE.fund, kind: 'guarantee' },
    ...PAYMENT_PARTNERS[locale].map((name) => ({ name, kind: 'payment' as const })),
  ];
}

/**
 * A generated wordmark, drawn inline: no request, no layout shift. The
 * guarantee fund gets a shield, as its seal carries one. A real shop would
 * show the partners' own artwork here.
 */
function Wordmark({ name, kind }: { name: string; kind: 'guarantee' | 'payment' }) {
  const textX = kind === 'guarantee' ? 104 : 80;
  const textWidth = kind === 'guarantee' ? 104 : 136;
  return (
    <svg className={styles.partnerLogo} role="img" aria-label={name} viewBox="0 0 160 56" width={160} height={56}>
      <rect x="1" y="1" width="158" height="54" rx="10" fill="#ffffff" stroke="#c3cad6" strokeWidth="2" />
      {kind === 'guarantee' && <path d="M30 10 L46 15 V28 C46 38 39 44 30 47 C21 44 14 38 14 28 V15 Z" fill="#0b6e4f" />}
      <text
        x={textX}
        y="34"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontSize="16"
        fill="#14213d"
        {...(name.length > 12 && { textLength: textWidth, lengthAdjust: 'spacingAndGlyphs' })}
      >
        {name}
      </text>
    </svg>
  );
}

/** Partner logos with the travel guarantee fund's registration number (browsing spec §2 Home, §9). */
export function PartnerLogos({ locale }: { locale: Locale }) {
  const t = useTranslations('home');
  const { fund, memberNumber, registryUrl } = TRAVEL_GUARANTEE;
  return (
    <>
      <ul className={styles.partners}>
        {partnersOf(locale).map((partner) => (
          <li key={partner.name}>
            <Wordmark {...partner} />
          </li>
        ))}
      </ul>
      <p className={styles.guarantee}>
        {t('guarantee', { organiser: ORGANISER.name, fund, number: memberNumber })}{' '}
        <a href={registryUrl} rel="noopener noreferrer" target="_blank">
          {t('verifyGuarantee', { fund })}
        </a>
      </p>
    </>
  );
}
