/**
 * Deterministic randomness for the simulated marketplace.
 *
 * Everything random in the model is either a hash of integers (so any product, term or day can be
 * evaluated on its own, in any order) or a splitmix32 stream seeded from such a hash (for the
 * one-off generation of a marketplace's catalogue). Nothing reads Math.random or the clock.
 */

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

/** The MurmurHash3 finaliser: a bijective 32-bit avalanche mix. */
export function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** One MurmurHash3 block step: folds a 32-bit word into a running hash. */
function fold(h: number, x: number): number {
  x = Math.imul(x | 0, C1);
  x = (x << 15) | (x >>> 17);
  x = Math.imul(x, C2);
  h ^= x;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

export function hash2(a: number, b: number): number {
  return mix32(fold(fold(0x2545f491, a), b));
}

export function hash3(a: number, b: number, c: number): number {
  return mix32(fold(fold(fold(0x2545f491, a), b), c));
}

export function hash4(a: number, b: number, c: number, d: number): number {
  return mix32(fold(fold(fold(fold(0x2545f491, a), b), c), d));
}

/** A 32-bit hash of a string (FNV-1a, then mixed). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** A hash mapped to [0, 1). */
export function unit(h: number): number {
  return h / 4294967296;
}

/** A hash mapped to a standard normal deviate (Box-Muller on two derived uniforms). */
export function gauss(h: number): number {
  const u1 = (mix32(h ^ 0x68e31da4) + 1) / 4294967297;
  const u2 = unit(mix32(h ^ 0x1b56c4e9));
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/**
 * A cheap approximately normal deviate from the four bytes of a hash (Irwin-Hall), for hot loops
 * where the tails do not matter. Mean 0, standard deviation 1, range about -3.5..3.5.
 */
export function roughGauss(h: number): number {
  const sum = (h & 255) + ((h >>> 8) & 255) + ((h >>> 16) & 255) + (h >>> 24);
  return (sum / 255 - 2) * 1.7320508;
}

/** Stochastic rounding: x rounded down or up with the odds of its fraction, decided by a hash. */
export function roundBy(x: number, h: number): number {
  const floor = Math.floor(x);
  return floor + (unit(h) < x - floor ? 1 : 0);
}

/**
 * Smooth value noise in [-1, 1]: random values at integer points of t, eased in between.
 * With t = day / period it gives a curve that wanders over about `period` days.
 */
export function valueNoise(key: number, t: number): number {
  const i = Math.floor(t);
  const f = t - i;
  const a = unit(hash2(key, i)) * 2 - 1;
  const b = unit(hash2(key, i + 1)) * 2 - 1;
  const s = f * f * (3 - 2 * f);
  return a + (b - a) * s;
}

/** A splitmix32 stream, used where the model draws many values in sequence. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x9e3779b9) | 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  gauss(): number {
    return gauss(Math.floor(this.next() * 4294967296));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Index drawn with probability proportional to weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let x = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i] ?? 0;
      if (x < 0) return i;
    }
    return weights.length - 1;
  }

  /** k distinct items in random order (all of them when k >= length). */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + this.int(copy.length - i);
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }
}
