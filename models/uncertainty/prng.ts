// Seeded pseudo-random numbers that are bit-identical on every platform.
//
// Generator: sfc32 (Chris Doty-Humphrey's "Small Fast Chaotic" generator, 128-bit state, passes
// PractRand), seeded from a 32-bit integer seed through splitmix32. Only 32-bit integer operations
// (Math.imul, |0, >>>) touch the state, so the integer stream is exact everywhere.
//
// Uniform floats take 53 bits from two outputs: ((a>>>5)*2^26 + (b>>>6)) / 2^53, in [0, 1): exact
// integer arithmetic in doubles, hence also platform-independent.
//
// Normals use Box–Muller (Math.log, Math.sqrt, Math.cos, Math.sin). Math.sqrt is correctly rounded
// by IEEE 754; ECMAScript leaves log/cos/sin implementation-defined, but V8 (Node, Chromium,
// Electron) uses its own fdlibm port (ieee754::log/cos/sin) on every OS and CPU, so results are
// identical across the platforms the app runs on. Tests pin the first values.

export interface Prng {
  /** Next raw 32-bit output, an integer in [0, 2^32). */
  nextUint32(): number;
  /** Uniform in [0, 1) with 53 bits of resolution. */
  nextFloat(): number;
  /** Standard normal N(0, 1) (Box–Muller; the second value of each pair is kept for the next call). */
  nextNormal(): number;
}

const GOLDEN_GAMMA = 0x9e3779b9;
const TWO_POW_26 = 67108864;
const TWO_POW_MINUS_53 = 1 / 9007199254740992;
const TWO_PI = 2 * Math.PI;
/** sfc32 outputs discarded after seeding (the author's recommendation: 12 or more). */
const WARM_UP = 12;

/** splitmix32: a 32-bit seed to a stream of well-mixed 32-bit words (used for seeding only). */
export function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + GOLDEN_GAMMA) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a over UTF-16 code units: a stable 32-bit key for a string (e.g. an input's field path). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * A generator for `seed` (an integer; reduced modulo 2^32) and an optional `stream` key: the same
 * (seed, stream) always gives the same sequence; different streams give unrelated sequences.
 * State: a, b, c from splitmix32(seed) with c ^= stream, counter d = 1; then 12 outputs discarded.
 */
export function createPrng(seed: number, stream = 0): Prng {
  const sm = splitmix32(Math.trunc(seed));
  let a = sm() | 0;
  let b = sm() | 0;
  let c = (sm() ^ stream) | 0;
  let d = 1;
  // The spare normal in a typed array: a double in a closure variable is boxed on every write.
  const spare = new Float64Array(1);
  let hasSpare = false;

  function nextUint32(): number {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  }

  function nextFloat(): number {
    const hi = nextUint32() >>> 5;
    const lo = nextUint32() >>> 6;
    return (hi * TWO_POW_26 + lo) * TWO_POW_MINUS_53;
  }

  function nextNormal(): number {
    if (hasSpare) {
      hasSpare = false;
      return spare[0];
    }
    const u1 = 1 - nextFloat(); // (0, 1]: log is finite
    const u2 = nextFloat();
    const r = Math.sqrt(-2 * Math.log(u1));
    const theta = TWO_PI * u2;
    spare[0] = r * Math.sin(theta);
    hasSpare = true;
    return r * Math.cos(theta);
  }

  for (let i = 0; i < WARM_UP; i++) nextUint32();
  return { nextUint32, nextFloat, nextNormal };
}
