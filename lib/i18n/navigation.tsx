import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

const navigation = createNavigation(routing);

/** Links and redirects only through these (STYLE §1). */
export const { redirect, usePathname, useRouter, getPathname } = navigation;

type Href = Parameters<typeof getPathname>[0]['href'];

/**
 * A link to a page of the shop. Within the visitor's own site it is a plain
 * next/link to the localized address, resolved where it renders: next-intl's
 * own link sends its route object, locale and cookie settings to the browser
 * with every link (about 250 bytes each, 40 kB of a home page's 160 links).
 * A link to another site (`locale`) goes through next-intl's, which also
 * sets the locale cookie on click.
 */
export function Link({ href, locale, ...props }: Omit<ComponentProps<typeof navigation.Link>, 'href'> & { href: Href }) {
  const current = useLocale();
  if (locale !== undefined && locale !== current) return <navigation.Link href={href} locale={locale} {...props} />;
  return <NextLink href={getPathname({ href, locale: current })} {...props} />;
}
