/** A pattern for `like` and `ilike` (with `escape '\'`) matching text that contains `value`: `%`, `_` and `\` stand for themselves. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
