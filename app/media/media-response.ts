/** Generated media never changes for a given address: cache it for a year. */
export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}

/** `name.svg` → `name`, or null for anything that is not a plain slug. */
export function slugFromFile(file: string): string | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(file);
  return match?.[1] ?? null;
}
