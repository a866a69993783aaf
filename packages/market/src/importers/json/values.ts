/**
 * Reading fields of JSON report items: numbers may come as numbers or as text, and a field that
 * cannot be read is a problem of the item (its 1-based position) naming the field.
 */
import type { ProblemLog } from '../core/problems';
import { readNumber } from '../core/numbers';
import { readDate } from '../core/dates';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One item's fields, read with problems recorded against the item. */
export class ItemFields {
  ok = true;

  constructor(
    readonly problems: ProblemLog,
    readonly item: number,
  ) {}

  problem(field: string | null, message: string): null {
    this.ok = false;
    this.problems.add(this.item, field, message);
    return null;
  }

  text(object: JsonObject, field: string, required = false): string | null {
    const value = object[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number') return String(value);
    return required ? this.problem(field, 'is missing') : null;
  }

  number(object: JsonObject, field: string, required = false): number | null {
    const value = object[field];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string') {
      const read = readNumber(value);
      if (read) return read.value;
      if (read === null) return required ? this.problem(field, 'has no figure') : null;
      if (read === undefined) return this.problem(field, `"${value.slice(0, 40)}" is not a number`);
    }
    if (value === undefined || value === null || value === '')
      return required ? this.problem(field, 'is missing') : null;
    return this.problem(field, 'is not a number');
  }

  count(object: JsonObject, field: string, required = false): number | null {
    const value = this.number(object, field, required);
    if (value === null) return null;
    if (!Number.isInteger(value) || value < 0)
      return this.problem(field, `${value} is not a whole number`);
    return value;
  }

  date(object: JsonObject, field: string, required = false): string | null {
    const text = this.text(object, field, required);
    if (text === null) return null;
    const read = readDate(text.slice(0, 10));
    return read ? read.date : this.problem(field, `"${text.slice(0, 40)}" is not a date`);
  }
}
