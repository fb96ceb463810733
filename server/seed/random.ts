import 'server-only';

/**
 * The seed's only source of randomness (ARCHITECTURE: "same seed → same
 * data"). mulberry32 is tiny and fast; it is good enough for a fake catalogue
 * and must never be used for anything secret.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a: turns a label into a 32-bit seed. */
export function hashString(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16_777_619);
  }
  return hash >>> 0;
}

export class Random {
  private readonly draw: () => number;

  constructor(readonly seed: number) {
    this.draw = mulberry32(seed);
  }

  /**
   * An independent stream for one part of the catalogue. Each part draws from
   * its own fork, so adding draws to one part never shifts another — which is
   * what keeps the scale-1 catalogue a stable prefix of every larger scale.
   */
  fork(label: string): Random {
    return new Random(hashString(`${this.seed}:${label}`));
  }

  /** [0, 1) */
  next(): number {
    return this.draw();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.draw() * (max - min + 1));
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + this.draw() * (max - min);
  }

  chance(probability: number): boolean {
    return this.draw() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: no items');
    return items[Math.floor(this.draw() * items.length)] as T;
  }

  /** One item, more likely the heavier it is. Weights ≤ 0 are never picked unless all are. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    if (items.length === 0) throw new Error('Random.weighted: no items');
    const weights = items.map((item) => Math.max(0, weight(item)));
    const total = weights.reduce((sum, w) => sum + w, 0);
    if (total <= 0) return this.pick(items);
    let target = this.draw() * total;
    for (let i = 0; i < items.length; i++) {
      target -= weights[i] as number;
      if (target < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.draw() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }
}

/** Rounds to the nearest multiple of `step`. */
export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Rounds up to a multiple of `step`. */
export function ceilTo(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}
