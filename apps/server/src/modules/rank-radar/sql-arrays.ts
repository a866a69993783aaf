/** Postgres array literals for one bound parameter (a JS array would become a list of them). */
export const intArray = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

export const floatArray = intArray;

export const textArray = (values: readonly (string | null)[]) =>
  `{${values
    .map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`))
    .join(',')}}`;
