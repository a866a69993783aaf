interface SafeParser {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
}

/** The first validation message of a contract schema, or null when the value is valid. */
export function firstIssue(schema: SafeParser, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? 'Invalid value';
}
