import { gunzipSync } from 'node:zlib';
import { MalformedReportError } from './errors';

/** The bytes of a report document as JSON; anything else is a MalformedReportError. */
export function parseReportDocument(bytes: Uint8Array, gzip: boolean, what: string): unknown {
  let raw = bytes;
  if (gzip) {
    try {
      raw = gunzipSync(bytes);
    } catch {
      throw new MalformedReportError(what, 'the compressed document is truncated or not gzip');
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new MalformedReportError(what, 'the document is not UTF-8 text');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedReportError(what, 'the document is not complete JSON');
  }
}
