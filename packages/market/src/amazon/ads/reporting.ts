/**
 * Amazon Ads API: profiles (`GET /v2/profiles`) and version 3 reporting (`POST /reporting/reports`,
 * `GET /reporting/reports/{reportId}` polled until COMPLETED, the gzip JSON downloaded from `url`).
 * Every call carries Amazon-Advertising-API-ClientId and, for a profile's data,
 * Amazon-Advertising-API-Scope. Types: the Ads API reference (Profiles; Reporting v3 "Get started",
 * "Report types": spSearchTerm, spTargeting, spAdvertisedProduct), only the fields used.
 */
import { parseReportDocument } from '../document';
import { AmazonApiError } from '../errors';
import type { AccessTokens, AmazonHttp } from '../http';
import { pollUntil, type PollOptions } from '../poll';

/** One advertiser in one country (`GET /v2/profiles`). */
export interface AdsProfile {
  profileId: number;
  countryCode: string;
  currencyCode: string;
  timezone: string;
  accountInfo: { marketplaceStringId: string; id: string; type: string; name: string };
}

export type AdsReportTypeId = 'spSearchTerm' | 'spTargeting' | 'spAdvertisedProduct';
export type AdsTimeUnit = 'DAILY' | 'SUMMARY';

export interface AdsReportConfiguration {
  adProduct: 'SPONSORED_PRODUCTS';
  reportTypeId: AdsReportTypeId;
  groupBy: string[];
  columns: string[];
  timeUnit: AdsTimeUnit;
  format: 'GZIP_JSON';
  filters?: { field: string; values: string[] }[];
}

export interface CreateAdsReport {
  name: string;
  startDate: string;
  endDate: string;
  configuration: AdsReportConfiguration;
}

export interface AdsReportStatus {
  reportId: string;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  url?: string | null;
  failureReason?: string | null;
}

export type AdsReportOutcome =
  { status: 'COMPLETED'; rows: unknown } | { status: 'PENDING'; reportId: string };

const REPORT_CONTENT_TYPE = 'application/vnd.createasyncreportrequest.v3+json';
/** A 425 names the report that an identical request already created. */
const DUPLICATE_OF = /duplicate of\s*:?\s*([0-9a-zA-Z-]{8,})/i;

export interface AdsSession {
  /** The region's Ads API host (or a fake's). */
  origin: string;
  clientId: string;
  tokens: AccessTokens;
  /** The profile id: the Scope header, and whose rate limits. */
  profileId: string;
}

export function createAdsClient(http: AmazonHttp, session: AdsSession, poll: PollOptions = {}) {
  const auth = { tokens: session.tokens, header: 'authorization' as const };
  const headers = (scoped: boolean) => ({
    'Amazon-Advertising-API-ClientId': session.clientId,
    ...(scoped ? { 'Amazon-Advertising-API-Scope': session.profileId } : {}),
  });
  const at = (path: string) => new URL(path, session.origin);

  const status = async (reportId: string): Promise<AdsReportStatus> => {
    const report = await http.call<AdsReportStatus>({
      operation: 'adsGetReport',
      account: session.profileId,
      url: at(`/reporting/reports/${encodeURIComponent(reportId)}`),
      headers: headers(true),
      auth,
    });
    if (!report?.status)
      throw new AmazonApiError('Amazon Ads sent an unreadable report status', 200, 'UNREADABLE');
    return report;
  };

  return {
    /** The profiles the connection's token may read. */
    async profiles(): Promise<AdsProfile[]> {
      const list = await http.call<AdsProfile[]>({
        operation: 'adsProfiles',
        account: session.profileId,
        url: at('/v2/profiles'),
        headers: headers(false),
        auth,
      });
      if (!Array.isArray(list))
        throw new AmazonApiError('Amazon Ads sent an unreadable profile list', 200, 'UNREADABLE');
      return list;
    },

    /** Creates a report; an identical request still running answers with its report id. */
    async createReport(request: CreateAdsReport): Promise<string> {
      try {
        const created = await http.call<{ reportId?: string }>({
          operation: 'adsCreateReport',
          account: session.profileId,
          method: 'POST',
          url: at('/reporting/reports'),
          headers: headers(true),
          contentType: REPORT_CONTENT_TYPE,
          body: request,
          auth,
        });
        if (!created?.reportId)
          throw new AmazonApiError('Amazon Ads sent no report id', 200, 'UNREADABLE');
        return created.reportId;
      } catch (error) {
        const duplicate =
          error instanceof AmazonApiError && error.status === 425
            ? DUPLICATE_OF.exec(error.message)?.[1]
            : undefined;
        if (duplicate) return duplicate;
        throw error;
      }
    },

    status,

    /** Polls until COMPLETED (then downloads the rows) or the wait is over. */
    async outcome(reportId: string, what: string): Promise<AdsReportOutcome> {
      const answer = await pollUntil(async (): Promise<AdsReportOutcome | undefined> => {
        const report = await status(reportId);
        if (report.status === 'FAILED')
          throw new AmazonApiError(
            `Amazon Ads could not prepare the ${what}${report.failureReason ? `: ${report.failureReason}` : ''}`,
            200,
            'FAILED',
          );
        if (report.status !== 'COMPLETED') return undefined;
        if (!report.url)
          throw new AmazonApiError(`Amazon Ads gave no address for the ${what}`, 200, 'UNREADABLE');
        const bytes = await http.download(new URL(report.url), what);
        return { status: 'COMPLETED', rows: parseReportDocument(bytes, true, what) };
      }, poll);
      return answer ?? { status: 'PENDING', reportId };
    },
  };
}

export type AdsClient = ReturnType<typeof createAdsClient>;
