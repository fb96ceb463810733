import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as toastModule from '@/components/ui/toast';
import { CampaignList } from '@/features/home/campaign-list';
import { CategoryTiles } from '@/features/home/category-tiles';
import { HERO_IMAGE_URL, LandingVideo } from '@/features/home/landing-media';
import { LoadErrorToasts } from '@/features/home/load-error-toasts';
import { PartnerLogos } from '@/features/home/partner-logos';
import type { Campaign } from '@/lib/api/contract/campaigns';
import type { SportCategory } from '@/lib/api/contract/catalogue';
import { ORGANISER, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import da from '@/messages/da.json';
import sv from '@/messages/sv.json';

/**
 * next-intl's navigation needs the Next.js router, which jsdom has not: links
 * are rendered as plain anchors to the localized path the routing table
 * names (lib/i18n/routing.ts), as next-intl does with `localePrefix: 'always'`.
 */
vi.mock('@/lib/i18n/navigation', async () => {
  const { useLocale } = await import('next-intl');
  const { pathnames } = await import('@/lib/i18n/routing');
  type Href = string | { pathname: keyof typeof pathnames; params?: Record<string, string>; query?: Record<string, string> };
  function Link({ href, children, ...rest }: { href: Href; children?: ReactNode; className?: string }) {
    const locale = useLocale() as 'da' | 'no' | 'sv';
    const target = typeof href === 'string' ? { pathname: href as keyof typeof pathnames } : href;
    const localized = pathnames[target.pathname];
    let path: string = typeof localized === 'string' ? localized : localized[locale];
    for (const [name, value] of Object.entries(target.params ?? {})) path = path.replace(`[${name}]`, encodeURIComponent(value));
    const query = new URLSearchParams(target.query).toString();
    return (
      <a href={`/${locale}${path === '/' ? '' : path}${query ? `?${query}` : ''}`} {...rest}>
        {children}
      </a>
    );
  }
  return { Link };
});

function inLocale(locale: 'da' | 'sv', ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'da' ? da : sv} timeZone="Europe/Copenhagen">
      {ui}
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('category tiles', () => {
  const categories: SportCategory[] = [
    { id: 1, slug: 'soccer', name: 'Fodbold', isActive: true, imgName: 'soccer' },
    { id: 4, slug: 'horse-racing', name: 'Hestevæddeløb', isActive: false, imgName: 'horse-racing' },
  ];

  it('link an active category to its packages and show an inactive one without a link', () => {
    inLocale('da', <CategoryTiles categories={categories} />);
    expect(screen.getByRole('link', { name: 'Fodbold' })).toHaveAttribute('href', '/da/pakker?sportCategories=soccer');
    const inactive = screen.getByText('Hestevæddeløb').closest('li')!;
    expect(within(inactive).queryByRole('link')).toBeNull();
    expect(inactive).toHaveTextContent('Kommer snart');
    for (const image of screen.getAllByRole('presentation', { hidden: true })) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });
});

describe('campaigns', () => {
  const campaign: Campaign = {
    id: 7,
    name: 'Premier League',
    slug: 'premier-league',
    header: 'Upplev Premier League live',
    tagline: 'Världens mest sedda liga',
    bullets: ['Alla 20 klubbar', 'Hotell nära arenan'],
    link: '/resor?tournaments=premier-league',
    linkCaption: 'Se Premier League-resor',
    backgroundUrl: '/media/photo/campaign/premier-league.svg',
    overlayColor: '#3d195b',
    logoUrl: '/media/crest/tournament/premier-league.svg',
  };

  it('show header, tagline, bullets and a link with its caption to the localized list', () => {
    inLocale('sv', <CampaignList campaigns={[campaign]} locale="sv" />);
    const card = screen.getByRole('article', { name: 'Upplev Premier League live' });
    expect(card).toHaveTextContent('Världens mest sedda liga');
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(campaign.bullets);
    expect(within(card).getByRole('link', { name: 'Se Premier League-resor' })).toHaveAttribute(
      'href',
      '/sv/resor?tournaments=premier-league',
    );
    expect(card.style.getPropertyValue('--campaign-overlay')).toBe('#3d195b');
  });

  it('lay no link and no foreign declaration from a broken campaign', () => {
    inLocale('da', <CampaignList campaigns={[{ ...campaign, link: 'javascript:alert(1)', overlayColor: 'red;color:red' }]} locale="da" />);
    const card = screen.getByRole('article');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(card.style.getPropertyValue('--campaign-overlay')).toBe('var(--color-brand-dark)');
  });
});

describe('partner logos', () => {
  it.each(['da', 'sv'] as const)('name the organiser’s travel guarantee fund on the %s site with its registration number', (locale) => {
    const { fund, memberNumber, registryUrl } = TRAVEL_GUARANTEE;
    inLocale(locale, <PartnerLogos locale={locale} />);
    expect(screen.getByRole('img', { name: fund })).toBeInTheDocument();
    const line = screen.getByText(new RegExp(memberNumber));
    expect(line).toHaveTextContent(ORGANISER.name);
    // A Swedish traveller is told the fund is the Danish one.
    if (locale === 'sv') expect(line).toHaveTextContent('danska resegarantifonden');
    expect(screen.getByRole('link', { name: new RegExp(fund) })).toHaveAttribute('href', registryUrl);
  });
});

describe('landing video', () => {
  it('is not rendered without a video address', () => {
    const { container } = render(<LandingVideo landing={{ videoUrl: null, mobileVideoUrl: null }} label="Video" />);
    expect(container.querySelector('video')).toBeNull();
  });

  it('loads nothing before it is played, shows the hero picture and picks the mobile variant on small screens', () => {
    const { container } = render(
      <LandingVideo landing={{ videoUrl: '/video/landing.mp4', mobileVideoUrl: '/video/landing-mobile.mp4' }} label="Video: Fodboldrejser" />,
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', HERO_IMAGE_URL);
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAccessibleName('Video: Fodboldrejser');
    expect([...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('media')])).toEqual([
      ['/video/landing-mobile.mp4', '(max-width: 767.98px)'],
      ['/video/landing.mp4', null],
    ]);
  });
});

describe('load failures', () => {
  it('raise one error toast per distinct message', () => {
    const error = vi.spyOn(toastModule.toast, 'error').mockReturnValue('id');
    render(<LoadErrorToasts messages={['Fejl: Kataloget er nede', 'Fejl: Kataloget er nede', 'Fejl: Ingen kampagner']} />);
    expect(error.mock.calls.map(([message]) => message)).toEqual(['Fejl: Kataloget er nede', 'Fejl: Ingen kampagner']);
  });

  it('raise nothing when every section loaded', () => {
    const error = vi.spyOn(toastModule.toast, 'error');
    render(<LoadErrorToasts messages={[]} />);
    expect(error).not.toHaveBeenCalled();
  });
});
