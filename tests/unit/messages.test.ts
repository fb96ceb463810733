import { describe, expect, it } from 'vitest';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function emptyTexts(tree: Tree): string[] {
  return keys(tree).filter((key) => {
    const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
    return typeof value !== 'string' || value.trim() === '';
  });
}

describe('messages', () => {
  const locales = { da, no, sv } as Record<string, Tree>;
  const all = new Set(Object.values(locales).flatMap((tree) => keys(tree)));

  it.each(Object.keys(locales))('%s has every key that any locale has', (locale) => {
    const own = new Set(keys(locales[locale]!));
    expect([...all].filter((key) => !own.has(key))).toEqual([]);
  });

  it.each(Object.keys(locales))('%s has no empty text', (locale) => {
    expect(emptyTexts(locales[locale]!)).toEqual([]);
  });
});
