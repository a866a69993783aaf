/** Prints the digest of a seed's simulated market: node --import tsx print-digest.ts <seed> */
import { marketDigest } from './digest';

const seed = Number(process.argv[2] ?? '1729');
console.log(await marketDigest(seed));
