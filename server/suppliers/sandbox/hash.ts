import 'server-only';

/**
 * The sandbox suppliers' only source of variety: a hash of what is asked, so
 * the same question always gets the same answer (no state, no clock, no
 * Math.random). Never for anything secret.
 */

/** FNV-1a, then murmur3's finaliser so that nearby texts spread over all 32 bits. */
export function hash32(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16_777_619);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85eb_ca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2_ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A number in [0, 1) fixed by its parts. */
export function unit(...parts: readonly (string | number)[]): number {
  return hash32(parts.join('|')) / 4_294_967_296;
}

/** A whole number in [min, max] fixed by its parts. */
export function intIn(min: number, max: number, ...parts: readonly (string | number)[]): number {
  return min + Math.floor(unit(...parts) * (max - min + 1));
}

/** A number in [min, max) fixed by its parts. */
export function between(min: number, max: number, ...parts: readonly (string | number)[]): number {
  return min + unit(...parts) * (max - min);
}
