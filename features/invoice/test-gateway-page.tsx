import 'server-only';
import { getTranslations } from 'next-intl/server';
import { createApiClient } from '@/lib/api/client';
import type { TestGatewayPayment } from '@/lib/api/contract/payments';
import { getTestGatewayPayment } from '@/lib/api/endpoints/payments';
import { nullIfNotFound } from '@/lib/api/not-found';
import type { Locale } from '@/lib/i18n/locales';
import { moneyIn } from '@/lib/i18n/money';
import { SITES } from '@/lib/site/sites';
import { TestGatewayDecision } from './test-gateway-decision';
import styles from './invoice.module.css';

/** The test gateway's payment; null answers the page's 404. */
export const loadTestGatewayPayment = (locale: Locale, reference: string): Promise<TestGatewayPayment | null> =>
  nullIfNotFound(() => getTestGatewayPayment(createApiClient({ locale }), reference));

/**
 * The test gateway's hosted page, as a provider shows it: who is paid, how
 * much, and approve, decline or abandon. A settled payment only links back.
 */
export async function TestGatewayPage({ locale, payment }: { locale: Locale; payment: TestGatewayPayment }) {
  const t = await getTranslations({ locale, namespace: 'testGateway' });
  return (
    <div className="content-page">
      <h1>{t('title')}</h1>
      <p className="content-page__lead">{t('lead')}</p>
      <dl className={styles.facts}>
        <dt>{t('merchant')}</dt>
        <dd>{SITES[locale].company.name}</dd>
        <dt>{t('amount')}</dt>
        <dd data-testid="test-gateway-amount">{moneyIn(payment.currency)(payment.amount)}</dd>
      </dl>
      {payment.status === 'pending' ? (
        <TestGatewayDecision locale={locale} reference={payment.reference} />
      ) : (
        <p>
          {t('settled')} <a href={payment.returnUrl}>{t('back')}</a>
        </p>
      )}
    </div>
  );
}
