/**
 * A page read with one row more than it shows (`limit: size + 1`): its rows, whether another
 * page follows, and its number.
 */
export function pageOf<T>(rows: T[], page: number, size: number) {
  return { data: rows.slice(0, size), hasNext: rows.length > size, currentPage: page };
}
