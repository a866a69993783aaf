/** Postgres array literals for one bound parameter (a JS array would become a list of them). */
export const intArray = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

export const floatArray = intArray;

export const textArray = (values: readonly (string | null)[]) =>
  `{${values
    .map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`))
    .join(',')}}`;

/**
 * Reads the comma-separated integers of `text` from `start` to `end` into `out` (an empty item
 * is 0), without making a string of each; answers how many there were. Packed columns
 * (`string_agg` or `array_to_string` of integers) are read with it instead of a row each.
 */
export function readInts(text: string, start: number, end: number, out: Int32Array): number {
  let count = 0;
  let value = 0;
  let sign = 1;
  for (let i = start; i < end; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      out[count++] = sign * value;
      value = 0;
      sign = 1;
    } else if (c === 45) sign = -1;
    else value = value * 10 + c - 48;
  }
  out[count++] = sign * value;
  return count;
}
