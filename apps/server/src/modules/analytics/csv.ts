import { csvCell } from '@fathom/contract';

/** RFC 4180 rows with CRLF line ends, formula-like text cells escaped (the contract's csvCell). */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
