import type { ReactNode } from 'react';

/**
 * The edition segment (lib/site/edition.ts). No edition is rendered ahead of
 * time: each is rendered on its first request and then served from the render
 * cache until the catalogue changes or the day ends (docs/adr/0012-render-cache.md).
 */
export function generateStaticParams(): { edition: string }[] {
  return [];
}

export default function EditionLayout({ children }: { children: ReactNode }) {
  return children;
}
