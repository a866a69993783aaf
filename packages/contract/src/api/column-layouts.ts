import { z } from 'zod';
import { GridPreferences } from '../grid';
import { userText } from './bounds';

/**
 * Named column layouts of the pipeline grid: a member saves the grid's columns (which are shown,
 * their order, widths and pinning) under a name, applies one from a menu, renames and deletes
 * them. They are kept with the member's grid preferences (`grid.pipeline.layouts`).
 */
export const COLUMN_LAYOUT_NAME_MAX = 60;
/** Layouts one member may keep. */
export const COLUMN_LAYOUTS_MAX = 20;

export const COLUMN_LAYOUT_MESSAGES = {
  nameRequired: 'Layout name is required',
  nameTooLong: `Layout name should be less than or equal to ${COLUMN_LAYOUT_NAME_MAX} characters`,
  nameControl: 'Layout name cannot contain control characters',
  nameTaken: (name: string) => `A layout named "${name}" already exists`,
  tooMany: `You can save at most ${COLUMN_LAYOUTS_MAX} layouts; delete one to save another`,
  saveFailed: 'Failed to save the column layouts, please try again.',
} as const;

export const ColumnLayoutName = userText(COLUMN_LAYOUT_NAME_MAX, {
  required: COLUMN_LAYOUT_MESSAGES.nameRequired,
  tooLong: COLUMN_LAYOUT_MESSAGES.nameTooLong,
  control: COLUMN_LAYOUT_MESSAGES.nameControl,
});

export const ColumnLayout = z.object({ name: ColumnLayoutName, columns: GridPreferences }).strict();
export type ColumnLayout = z.infer<typeof ColumnLayout>;

/** Two names are one when they differ only in letter case or surrounding spaces. */
export const sameLayoutName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A member's layouts, names unique (ignoring case), at most COLUMN_LAYOUTS_MAX. */
export const ColumnLayouts = z
  .array(ColumnLayout)
  .max(COLUMN_LAYOUTS_MAX, COLUMN_LAYOUT_MESSAGES.tooMany)
  .superRefine((layouts, ctx) => {
    layouts.forEach((layout, i) => {
      if (layouts.findIndex((other) => sameLayoutName(other.name, layout.name)) !== i)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'name'],
          message: COLUMN_LAYOUT_MESSAGES.nameTaken(layout.name),
        });
    });
  });
