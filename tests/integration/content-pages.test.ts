import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { withTestDatabase } from '../support/database';

withTestDatabase();

type Summary = { id: number; slug: string; name: string; categoryKey: string };
type ArticleBody = {
  id: number;
  slug: string;
  title: string;
  subTitle: string;
  cover: { originalUrl: string };
  category: { slug: string; title: string };
  publishedAt: string;
  body?: string;
};

const full = { 'accept-representations': 'full' };

describe('GET /api/v1/pages', () => {
  it('lists the info pages of the visitor’s site as { pages, totalResults }', async () => {
    const { status, body } = await callApi('pages', { locale: 'sv' });
    expect(status).toBe(200);
    expect(body.totalResults).toBe(body.pages.length);
    expect(body.pages.length).toBeGreaterThanOrEqual(9);
    for (const page of body.pages) {
      expect(Object.keys(page).sort()).toEqual(['categoryKey', 'id', 'name', 'slug']);
    }
    const slugs = body.pages.map((page: Summary) => page.slug);
    expect(slugs).toEqual(expect.arrayContaining(['om-os', 'faq', 'erhverv', 'rejsedokument']));
    expect(body.pages.find((page: Summary) => page.slug === 'erhverv')?.name).toBe('Företag och föreningar');
  });
});

describe('GET /api/v1/pages/{idOrSlug}', () => {
  it('answers the page by slug with its name and contents in the visitor’s language', async () => {
    const da = await callApi('pages/om-os', { locale: 'da' });
    const sv = await callApi('pages/om-os', { locale: 'sv' });
    expect(da.status).toBe(200);
    expect(da.body).toEqual({
      page: {
        id: expect.any(Number),
        slug: 'om-os',
        name: 'Om os',
        categoryKey: 'info',
        contents: [{ type: 'Body', body: expect.stringContaining('<p>Fantur er et dansk rejsebureau') }],
      },
    });
    expect(sv.body.page.name).toBe('Om oss');
    expect(sv.body.page.name).not.toBe(da.body.page.name);
    // The Swedish page names the organiser's one fund, the Danish one.
    expect(sv.body.page.contents[0].body).toContain('den danska resegarantifonden Rejsegarantifonden');
  });

  it('the guarantee page gives the one fund number and the fund’s lookup on every site', async () => {
    for (const locale of ['da', 'no', 'sv']) {
      const { body } = await callApi('pages/garantier-og-forsikring', { locale });
      const text = body.page.contents[0].body as string;
      expect(text, locale).toContain('Rejsegarantifonden');
      expect(text, locale).toContain('2985');
      expect(text, locale).toContain('href="https://www.rejsegarantifonden.dk/medlem/"');
    }
  });

  it('no info page links the closed EU dispute platform', async () => {
    for (const locale of ['da', 'no', 'sv']) {
      const { body } = await callApi('pages', { locale });
      for (const { slug } of body.pages as Summary[]) {
        const page = await callApi(`pages/${slug}`, { locale });
        expect(JSON.stringify(page.body), `${locale} ${slug}`).not.toContain('ec.europa.eu/consumers/odr');
      }
    }
  });

  it('the business page has the same slug on every site', async () => {
    const names = await Promise.all(['da', 'no', 'sv'].map(async (locale) => (await callApi('pages/erhverv', { locale })).body.page.name));
    expect(names).toEqual(['Erhverv og foreninger', 'Bedrifter og foreninger', 'Företag och föreningar']);
  });

  it('answers by id, and an id from another site gives the visitor’s version of that page', async () => {
    const da = await callApi('pages/faq', { locale: 'da' });
    const byId = await callApi(`pages/${da.body.page.id}`, { locale: 'da' });
    expect(byId.body).toEqual(da.body);
    const no = await callApi(`pages/${da.body.page.id}`, { locale: 'no' });
    expect(no.body.page).toMatchObject({ slug: 'faq', name: 'Ofte stilte spørsmål' });
  });

  it('answers 404 page_not_found for an unknown slug or id', async () => {
    for (const path of ['pages/no-such-page', 'pages/999999']) {
      const { status, body } = await callApi(path);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Page not found', code: 'page_not_found' });
    }
  });

  it('answers 400 for something that is neither an id nor a slug', async () => {
    const { status, body } = await callApi('pages/Om_Os');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'The address has an invalid part',
      code: 'invalid_request',
      errors: { idOrSlug: ['must be an id or a slug'] },
    });
  });
});

describe('GET /api/v1/blog/articles', () => {
  it('lists 10 minimal articles newest first, with the total', async () => {
    const { status, body } = await callApi('blog/articles');
    expect(status).toBe(200);
    expect(body.articles).toHaveLength(10);
    expect(body.totalResults).toBe(12);
    const [first] = body.articles as ArticleBody[];
    expect(Object.keys(first!).sort()).toEqual(['category', 'cover', 'id', 'publishedAt', 'slug', 'subTitle', 'title']);
    expect(first).toEqual({
      id: expect.any(Number),
      slug: 'guide-til-anfield',
      title: 'Guide til Anfield',
      subTitle: expect.any(String),
      cover: { originalUrl: '/media/photo/blog/guide-til-anfield.svg' },
      category: { slug: 'stadionguides', title: 'Stadionguides' },
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const dates = body.articles.map((article: ArticleBody) => Date.parse(article.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('writes titles and category titles in the visitor’s language', async () => {
    const { body } = await callApi('blog/articles?limit=1', { locale: 'sv' });
    expect(body.articles[0]).toMatchObject({ title: 'Guide till Anfield', category: { title: 'Arenaguider' } });
  });

  it('adds the body with Accept-Representations: full', async () => {
    const minimal = await callApi('blog/articles?limit=2', { headers: { 'accept-representations': 'minimal' } });
    const withBody = await callApi('blog/articles?limit=2', { headers: full });
    expect(minimal.body.articles[0].body).toBeUndefined();
    expect(withBody.body.articles[0].body).toMatch(/^<p>Anfield ligger/);
    expect(withBody.body.articles.map(({ body, ...rest }: ArticleBody) => (void body, rest))).toEqual(minimal.body.articles);
  });

  it('filters by category slug', async () => {
    const { body } = await callApi('blog/articles?category=stadionguides&limit=50');
    expect(body.totalResults).toBe(5);
    expect(body.articles.every((article: ArticleBody) => article.category.slug === 'stadionguides')).toBe(true);
    const unknown = await callApi('blog/articles?category=no-such-category');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ articles: [], totalResults: 0 });
  });

  it('filters by section, limits and pages', async () => {
    const home = await callApi('blog/articles?section=home&limit=3');
    expect(home.body.totalResults).toBe(3);
    expect(home.body.articles.map((article: ArticleBody) => article.slug)).toEqual([
      'guide-til-anfield',
      'pakkeliste-til-fodboldrejsen',
      'signal-iduna-park-den-gule-mur',
    ]);
    const all = await callApi('blog/articles?limit=50');
    const page = await callApi('blog/articles?limit=4&offset=4');
    expect(page.body.articles).toEqual(all.body.articles.slice(4, 8));
    expect(page.body.totalResults).toBe(12);
  });

  it('random=true shuffles the same articles in one order for the whole day', async () => {
    const first = await callApi('blog/articles?random=true&limit=50');
    const again = await callApi('blog/articles?random=true&limit=50');
    const newest = await callApi('blog/articles?limit=50');
    expect(first.body.articles).toEqual(again.body.articles);
    const slugs = (body: { articles: ArticleBody[] }) => body.articles.map((article) => article.slug);
    expect([...slugs(first.body)].sort()).toEqual([...slugs(newest.body)].sort());
    expect(slugs(first.body)).not.toEqual(slugs(newest.body));
  });

  it('is also served as articles', async () => {
    const [a, b] = await Promise.all([callApi('blog/articles?category=byguides'), callApi('articles?category=byguides')]);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it('answers 400 with field messages for a bad query', async () => {
    const { status, body } = await callApi('blog/articles?limit=51&offset=-1&random=yes&category=Stadion%20Guides');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'The request has invalid fields',
      code: 'invalid_request',
      errors: {
        limit: ['must be at most 50'],
        offset: ['must be a whole number'],
        random: ['must be true or false'],
        category: ['must be a slug (lowercase letters, digits and dashes)'],
      },
    });
    const zero = await callApi('blog/articles?limit=0');
    expect(zero.body.errors).toEqual({ limit: ['must be at least 1'] });
  });

  it('answers 400 for an unknown representation', async () => {
    const { status, body } = await callApi('blog/articles', { headers: { 'accept-representations': 'everything' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'Accept-Representations': ['must be minimal or full'] });
  });
});

describe('GET /api/v1/blog/articles/{idOrSlug}', () => {
  it('answers the full article by slug or id, also at articles/{idOrSlug}', async () => {
    const bySlug = await callApi('blog/articles/48-timer-i-london', { locale: 'no' });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.article).toMatchObject({
      slug: '48-timer-i-london',
      title: '48 timer i London',
      category: { slug: 'byguides', title: 'Byguider' },
      body: expect.stringContaining('Borough Market'),
    });
    const byId = await callApi(`articles/${bySlug.body.article.id}`, { locale: 'no' });
    expect(byId.body).toEqual(bySlug.body);
  });

  it('answers 404 article_not_found and 400 for a malformed id', async () => {
    const missing = await callApi('blog/articles/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Article not found', code: 'article_not_found' });
    const bad = await callApi('articles/Not%20A%20Slug');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ idOrSlug: ['must be an id or a slug'] });
  });
});

describe('GET /api/v1/blog/categories', () => {
  it('lists the categories with title and subTitle in the visitor’s language', async () => {
    const { status, body } = await callApi('blog/categories', { locale: 'no' });
    expect(status).toBe(200);
    expect(body.categories).toHaveLength(5);
    expect(body.categories[0]).toEqual({
      id: expect.any(Number),
      slug: 'rejsetips',
      title: 'Reisetips',
      subTitle: 'Gode råd før, under og etter turen',
    });
    const plain = await callApi('categories', { locale: 'no' });
    expect(plain.body).toEqual(body);
  });

  it('answers one category by slug or id, and 404 category_not_found', async () => {
    const bySlug = await callApi('blog/categories/premium', { locale: 'sv' });
    expect(bySlug.body.category).toMatchObject({ slug: 'premium', title: 'Premium och VIP' });
    const byId = await callApi(`categories/${bySlug.body.category.id}`, { locale: 'sv' });
    expect(byId.body).toEqual(bySlug.body);
    const missing = await callApi('blog/categories/no-such-category');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Blog category not found', code: 'category_not_found' });
  });
});
