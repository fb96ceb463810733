/**
 * The class names a client component draws with, handed down by the server
 * component that renders it. A CSS module imported by a client component puts
 * its whole class-name map into the browser's script; imported by the server
 * component, only the names the component uses travel, once, with the page.
 */
export type Classes<K extends string> = Readonly<Record<K, string>>;

/** The names `keys` of a CSS module's map; a key the module lacks fails the render instead of drawing an unstyled element. */
export function classesOf<K extends string>(styles: Readonly<Record<string, string>>, keys: readonly K[]): Classes<K> {
  return Object.fromEntries(
    keys.map((key) => {
      const name = styles[key];
      if (name === undefined) throw new Error(`CSS module has no class "${key}"`);
      return [key, name];
    }),
  ) as Record<K, string>;
}
