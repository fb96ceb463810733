/**
 * Generated artwork for the seeded catalogue: club crests, tournament badges
 * and placeholder photos, drawn from the slug so that the same slug always
 * gives the same picture. A real catalogue stores uploaded images instead.
 */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PALETTE = ['#c8102e', '#003399', '#0b6e4f', '#fdb913', '#6cabdd', '#132257', '#7a263a', '#000000', '#ffffff', '#e30613', '#00a650', '#5c2d91'];

function colours(seed: string): [string, string] {
  const h = hash(seed);
  const first = PALETTE[h % PALETTE.length] ?? '#0b6e4f';
  let second = PALETTE[(h >>> 8) % PALETTE.length] ?? '#ffffff';
  if (second === first) second = first === '#ffffff' ? '#000000' : '#ffffff';
  return [first, second];
}

function readableOn(background: string): string {
  const value = Number.parseInt(background.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#14213d' : '#ffffff';
}

export function initials(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word && !/^\d+$/.test(word))
    .slice(0, 3)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function crestSvg(kind: 'club' | 'tournament', slug: string, size: number): string {
  const [main, trim] = colours(`${kind}:${slug}`);
  const text = escapeXml(initials(slug));
  const ink = readableOn(main);
  const shape =
    kind === 'club'
      ? `<path d="M50 4 L92 16 V50 C92 74 72 90 50 97 C28 90 8 74 8 50 V16 Z" fill="${main}" stroke="${trim}" stroke-width="6"/>`
      : `<circle cx="50" cy="50" r="44" fill="${main}" stroke="${trim}" stroke-width="6"/>`;
  const fontSize = text.length > 2 ? 28 : 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}">${shape}<text x="50" y="58" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="${ink}">${text}</text></svg>`;
}

export function photoSvg(kind: string, slug: string, width: number): string {
  const h = hash(`${kind}:${slug}`);
  const hue = h % 360;
  const height = Math.round((width * 9) / 16);
  const sky = `hsl(${hue} 55% 45%)`;
  const ground = `hsl(${(hue + 40) % 360} 45% 28%)`;
  const label = escapeXml(slug.replace(/-\d+$/, '').replace(/-/g, ' '));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${ground}"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><ellipse cx="800" cy="760" rx="${600 + (h % 200)}" ry="180" fill="rgb(0 0 0 / 25%)"/><path d="M0 700 Q800 ${420 + (h % 120)} 1600 700 V900 H0 Z" fill="rgb(255 255 255 / 12%)"/><text x="60" y="840" font-family="Arial, sans-serif" font-size="56" fill="rgb(255 255 255 / 85%)">${label}</text></svg>`;
}

/** A portrait placeholder: initials on a calm colour. */
export function avatarSvg(slug: string, size: number): string {
  const hue = hash(`avatar:${slug}`) % 360;
  const text = escapeXml(initials(slug).slice(0, 2));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}"><circle cx="50" cy="50" r="50" fill="hsl(${hue} 35% 38%)"/><text x="50" y="61" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="34" fill="#ffffff">${text}</text></svg>`;
}
