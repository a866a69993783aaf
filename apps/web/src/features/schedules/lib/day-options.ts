import { ordinal, WEEKDAYS } from '@fathom/contract';

/** Monday to Sunday; the value is dayOfWeek, 1 for Monday. */
export const WEEKDAY_OPTIONS = WEEKDAYS.map((day, index) => ({
  value: String(index + 1),
  label: day,
}));

/** 1st to 31st; the value is dayOfMonth. */
export const MONTH_DAY_OPTIONS = Array.from({ length: 31 }, (_, index) => ({
  value: String(index + 1),
  label: ordinal(index + 1),
}));

/** Days that some months do not have. */
export const isLateDay = (day: number | null): boolean => day !== null && day > 28;
