import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES as M } from '@fathom/contract';
import { DomainError, tooLarge } from '../errors';

/** The zip bounds of the upload gate; tests pass smaller ones. */
export type ZipLimits = Pick<
  typeof UPLOAD_LIMITS,
  'zipEntriesMax' | 'zipUnpackedBytesMax' | 'zipRatioMax' | 'zipRatioFromBytes'
>;

/**
 * A zip whose directory passed the limits; an entry inflates only when opened, counted, and is
 * known to unpack to no more than its directory says before its stream is handed out.
 */
export interface CheckedZip {
  /** The entry's inflated bytes, or null when the zip has no such entry. */
  open(name: string): Promise<Readable | null>;
}

/** An entry's name as a message may show it: no control characters, at most 100 of the rest. */
const shown = (name: string) => {
  const plain = name.replace(/[\p{Cc}\p{Cs}]/gu, '');
  return plain.length > 100 ? `${plain.slice(0, 99)}…` : plain;
};

/** Thrown when the bytes are not a zip (or a damaged one): the caller names the format. */
export class NotAZip extends Error {}

/**
 * Reads the zip's central directory only, and refuses it (413 naming the limit) before anything
 * is inflated when it lists too many entries, unpacks to too many bytes, or an entry of some size
 * packs more tightly than any real document. An opened entry is counted as it inflates: past
 * the size its directory declared, or past the zip's whole allowance, it fails, so a directory
 * that lies about sizes is caught too, by a first inflating pass that keeps nothing.
 */
export async function openCheckedZip(
  bytes: Buffer,
  limits: ZipLimits = UPLOAD_LIMITS,
): Promise<CheckedZip> {
  const zip = await yauzl
    .fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true })
    .catch((error: Error) => {
      throw new NotAZip(error.message);
    });
  if (zip.entryCount > limits.zipEntriesMax) throw tooLarge(M.zipEntries);
  const entries = new Map<string, Entry>();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > limits.zipUnpackedBytesMax) throw tooLarge(M.zipUnpacked);
      if (
        entry.uncompressedSize >= limits.zipRatioFromBytes &&
        entry.uncompressedSize > entry.compressedSize * limits.zipRatioMax
      )
        throw tooLarge(M.zipRatio(shown(entry.fileName)));
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    throw error instanceof DomainError ? error : new NotAZip((error as Error).message);
  }
  const budget = { left: limits.zipUnpackedBytesMax };
  const verified = new Set<string>();
  return {
    async open(name) {
      const entry = entries.get(name);
      if (!entry) return null;
      if (entry.isEncrypted()) throw new NotAZip(`${name} is encrypted`);
      // Inflated once and thrown away first (inflating alone is quick): a part that unpacks to
      // more than its directory says is refused before any of it is parsed.
      if (!verified.has(name)) {
        const check = counted(await openEntry(zip, entry), entry, budget);
        check.resume();
        await finished(check);
        verified.add(name);
      }
      return counted(await openEntry(zip, entry), entry, { left: Infinity });
    },
  };
}

async function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  try {
    return await zip.openReadStreamPromise(entry);
  } catch (error) {
    throw new NotAZip((error as Error).message);
  }
}

/**
 * The entry's inflated bytes, failing the moment they pass what its directory declared or what
 * is left of the zip's allowance; yauzl checks the declared size as well, this does not rely on it.
 */
function counted(source: Readable, entry: Entry, budget: { left: number }): Readable {
  let inflated = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      inflated += chunk.length;
      budget.left -= chunk.length;
      if (inflated > entry.uncompressedSize) next(tooLarge(M.zipLies(shown(entry.fileName))));
      else if (budget.left < 0) next(tooLarge(M.zipUnpacked));
      else next(null, chunk);
    },
  });
  source.on('error', (error: Error) =>
    counter.destroy(
      /too many bytes/.test(error.message) ? tooLarge(M.zipLies(shown(entry.fileName))) : error,
    ),
  );
  counter.on('close', () => source.destroy());
  return source.pipe(counter);
}
