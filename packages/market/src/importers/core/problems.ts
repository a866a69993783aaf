import type { ImportProblem } from '../types';

/** Problems kept for the user to read; past this only the count goes on. */
export const PROBLEMS_KEPT_MAX = 200;

/** The problems of one file: the first PROBLEMS_KEPT_MAX kept, every one counted. */
export class ProblemLog {
  readonly kept: ImportProblem[] = [];
  total = 0;

  add(row: number, column: string | null, message: string): void {
    this.total += 1;
    if (this.kept.length < PROBLEMS_KEPT_MAX) this.kept.push({ row, column, message });
  }
}
