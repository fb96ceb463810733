import type { ReactNode } from 'react';

/**
 * next-intl's navigation needs the Next.js router, which jsdom has not: a
 * fake router and plain anchors. Use in a test file as
 * `vi.mock('@/lib/i18n/navigation', async () => (await import('…/navigation-mocks')).fakeNavigation(router))`.
 */
export function fakeNavigation(router: { replace: unknown; push: unknown }) {
  return {
    useRouter: () => router,
    Link: ({ children, href: _href, ...rest }: { children?: ReactNode; href: unknown }) => (
      <a href="#" {...rest}>
        {children}
      </a>
    ),
  };
}

/** `next/navigation` with an empty query that never changes. */
export function fakeNextNavigation() {
  const params = new URLSearchParams();
  return { useSearchParams: () => params };
}
