import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SportCategory } from '@/lib/api/contract/catalogue';
import { ApiError } from '@/lib/api/client';
import { campaignTarget, overlayColor } from '@/lib/content/campaign-link';
import { categoryImageUrl, categoryTiles, EVENT_TYPE_CATEGORIES } from '@/features/home/home-categories';
import { videoSources, videoType } from '@/features/home/landing-media';
import { attempt, toastMessages, type HomeSections } from '@/features/home/load.server';
import { breakpointQuery, lastStart, SLIDER_BREAKPOINTS, slidesToShowFor } from '@/components/ui/slider-breakpoints';

/** A viewport of `width` px as matchMedia sees it, for the queries the slider asks. */
const viewport = (width: number) => (query: string) => {
  const minWidth = /^\(min-width: (\d+)px\)$/.exec(query)?.[1];
  if (minWidth === undefined) throw new Error(`unexpected query ${query}`);
  return width >= Number(minWidth);
};

describe('home slider breakpoints (browsing spec §9: 320, 768 and 1200 px)', () => {
  it.each([
    [280, 1],
    [320, 1],
    [767, 1],
    [768, 2],
    [1199, 2],
    [1200, 3],
    [1920, 3],
  ])('shows, at %i px, %i card(s) side by side', (width, slides) => {
    expect(slidesToShowFor(viewport(width))).toBe(slides);
  });

  it('lets the slider stop at the last full view', () => {
    expect(lastStart(12, 3)).toBe(9);
    expect(lastStart(2, 3)).toBe(0);
    expect(lastStart(0, 1)).toBe(0);
  });

  it('is the same in the CSS of the first paint as in the script', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, '../../../components/ui/card-slider.module.css'), 'utf8');
    const inCss = [...css.matchAll(/@media (\(min-width: \d+px\)) \{\s*\.staticTrack \{\s*--slides: (\d+);/g)].map(([, query, slides]) => [
      query,
      Number(slides),
    ]);
    const fromBaseRule = Number(/\.staticTrack \{\s*--slides: (\d+);/.exec(css)?.[1]);
    const [smallest, ...wider] = SLIDER_BREAKPOINTS;
    expect(fromBaseRule).toBe(smallest.slidesToShow);
    expect(inCss).toEqual(wider.map(({ minWidth, slidesToShow }) => [breakpointQuery(minWidth), slidesToShow]));
  });
});

describe('campaign links', () => {
  it('turn a path of the Danish site into the route it names, keeping the query', () => {
    expect(campaignTarget('/pakker?hasOffer=true', 'da')).toEqual({
      kind: 'route',
      href: { pathname: '/packages', query: { hasOffer: 'true' } },
    });
  });

  it('read the Swedish path of the packages list on the Swedish site', () => {
    expect(campaignTarget('/resor?tournaments=premier-league', 'sv')).toEqual({
      kind: 'route',
      href: { pathname: '/packages', query: { tournaments: 'premier-league' } },
    });
  });

  it('take a route with a slug, and prefer a literal path over a slug', () => {
    expect(campaignTarget('/ligor/premier-league', 'sv')).toEqual({
      kind: 'route',
      href: { pathname: '/leagues/[slug]', params: { slug: 'premier-league' } },
    });
    expect(campaignTarget('/info/erhverv', 'da')).toEqual({ kind: 'route', href: { pathname: '/info/profession' } });
    expect(campaignTarget('/info/om-os', 'da')).toEqual({ kind: 'route', href: { pathname: '/info/[slug]', params: { slug: 'om-os' } } });
  });

  it('accept a path that already carries the locale prefix', () => {
    expect(campaignTarget('/no/gavekort', 'no')).toEqual({ kind: 'route', href: { pathname: '/gift-card' } });
    expect(campaignTarget('/da', 'da')).toEqual({ kind: 'route', href: { pathname: '/' } });
  });

  it("give an unknown path of the site the site's prefix", () => {
    expect(campaignTarget('/sommer-udsalg?x=1#top', 'da')).toEqual({ kind: 'url', href: '/da/sommer-udsalg?x=1#top' });
  });

  it('keep an absolute http(s) address and refuse any other scheme', () => {
    expect(campaignTarget('https://example.com/kampagne', 'da')).toEqual({ kind: 'url', href: 'https://example.com/kampagne' });
    expect(campaignTarget('javascript:alert(1)', 'da')).toBeNull();
    expect(campaignTarget('//evil.example/x', 'da')).toBeNull();
    expect(campaignTarget('  ', 'da')).toBeNull();
  });

  it('take only a plain CSS colour as overlay', () => {
    expect(overlayColor('#0b6e4f')).toBe('#0b6e4f');
    expect(overlayColor('rgb(12 34 56 / 80%)')).toBe('rgb(12 34 56 / 80%)');
    expect(overlayColor('navy')).toBe('navy');
    expect(overlayColor('red; background: url(https://evil.example)')).toBe('var(--color-brand-dark)');
    expect(overlayColor('#12345')).toBe('var(--color-brand-dark)');
  });
});

describe('category tiles', () => {
  const category = (slug: string, isActive: boolean, id: number): SportCategory => ({ id, slug, name: slug, isActive, imgName: slug });

  it('show only the four event types, in their order, inactive ones included', () => {
    const site = [
      category('formula-1', true, 1),
      category('rugby-rejser', false, 2),
      category('soccer', true, 3),
      category('combined-trips', true, 4),
      category('nfl-rejser', false, 5),
      category('horse-racing', false, 6),
    ];
    expect(categoryTiles(site).map((c) => [c.slug, c.isActive])).toEqual([
      ['soccer', true],
      ['horse-racing', false],
      ['nfl-rejser', false],
      ['rugby-rejser', false],
    ]);
    expect(EVENT_TYPE_CATEGORIES).toHaveLength(4);
  });

  it('leave out an event type the site has no category for', () => {
    expect(categoryTiles([category('soccer', true, 1)]).map((c) => c.slug)).toEqual(['soccer']);
  });

  it('show the generated photo of the category', () => {
    expect(categoryImageUrl({ imgName: 'soccer' })).toBe('/media/photo/category/soccer.svg?size=thumb');
  });
});

describe('landing video', () => {
  it('renders no source without an address: the hero is its picture alone', () => {
    expect(videoSources({ videoUrl: null, mobileVideoUrl: null })).toEqual([]);
    expect(videoSources({ videoUrl: '  ', mobileVideoUrl: null })).toEqual([]);
  });

  it('offers the mobile variant below 768 px and the desktop one otherwise', () => {
    expect(videoSources({ videoUrl: '/v/landing.mp4', mobileVideoUrl: '/v/landing-mobile.webm' })).toEqual([
      { src: '/v/landing-mobile.webm', media: '(max-width: 767.98px)', type: 'video/webm' },
      { src: '/v/landing.mp4', type: 'video/mp4' },
    ]);
  });

  it('serves either variant alone to everyone', () => {
    expect(videoSources({ videoUrl: null, mobileVideoUrl: '/v/m.mp4' })).toEqual([{ src: '/v/m.mp4', type: 'video/mp4' }]);
    expect(videoSources({ videoUrl: '/v/d.mp4', mobileVideoUrl: '/v/d.mp4' })).toEqual([{ src: '/v/d.mp4', type: 'video/mp4' }]);
  });

  it('names the type only for an extension it knows', () => {
    expect(videoType('https://cdn.example/landing.MP4?v=2')).toBe('video/mp4');
    expect(videoType('https://video.example/watch/123')).toBeUndefined();
  });
});

describe('home section loads', () => {
  it('keep the server message of a failed load', async () => {
    await expect(attempt(async () => 7)).resolves.toEqual({ ok: true, data: 7 });
    await expect(
      attempt(async () => {
        throw new ApiError(503, { message: 'Kataloget er nede' });
      }),
    ).resolves.toEqual({ ok: false, message: 'Kataloget er nede' });
  });

  it('toast campaign, recommended and league failures, but only log the blog (browsing spec §8)', () => {
    const tournament = { slug: 'laliga' } as HomeSections['leagues'][number]['tournament'];
    const sections: HomeSections = {
      recommended: { ok: false, message: 'recommended down' },
      leagues: [
        { tournament, packages: { ok: true, data: [] } },
        { tournament, packages: { ok: false, message: 'league down' } },
      ],
      campaigns: { ok: false, message: 'campaigns down' },
      articles: { ok: false, message: 'blog down' },
    };
    expect(toastMessages(sections)).toEqual(['recommended down', 'league down', 'campaigns down']);
  });
});
