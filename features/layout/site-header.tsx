import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export async function SiteHeader() {
  const t = await getTranslations('layout');
  return (
    <header className="site-header">
      <Link href="/" className="site-header__brand">
        {t('brand')}
      </Link>
    </header>
  );
}
