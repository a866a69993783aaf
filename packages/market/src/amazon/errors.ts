/** Why a call to Amazon did not give what was asked; `status` is the HTTP status (0: no answer). */
export class AmazonApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Amazon's error code, or one of ours: UNAUTHORIZED, TIMEOUT, UNREADABLE, BUDGET_SPENT. */
    readonly code: string,
  ) {
    super(message);
    this.name = 'AmazonApiError';
  }
}

/** A report document that cannot be read: nothing of it is used. */
export class MalformedReportError extends AmazonApiError {
  constructor(what: string, detail: string) {
    super(`Amazon's ${what} could not be read: ${detail}`, 200, 'UNREADABLE');
    this.name = 'MalformedReportError';
  }
}

/** The seller account's daily allowance of a report type is spent; it renews the next UTC day. */
export class ReportBudgetSpent extends AmazonApiError {
  constructor(reportType: string, limit: number, renewsAt: string) {
    super(
      `The daily allowance of ${limit} ${reportType} reports of this seller account is spent; it renews at ${renewsAt}`,
      429,
      'BUDGET_SPENT',
    );
    this.name = 'ReportBudgetSpent';
  }
}

/** Amazon's own words from an error body: SP-API `errors[]`, Ads API `code`/`details`, LWA `error`. */
export function amazonMessage(body: unknown): { code: string; message: string } | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const first = Array.isArray(b.errors) ? (b.errors[0] as Record<string, unknown> | undefined) : b;
  if (!first || typeof first !== 'object') return null;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const code = text(first.code) ?? text(first.error) ?? 'ERROR';
  const message =
    text(first.details) ??
    text(first.detail) ??
    text(first.message) ??
    text(first.error_description) ??
    text(first.code);
  return message ? { code, message } : null;
}
