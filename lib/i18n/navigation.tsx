import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Links and redirects only through these (STYLE §1). */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
