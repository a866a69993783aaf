/**
 * Reports API 2021-06-30: createReport -> getReport (polled until DONE) -> getReportDocument ->
 * the document downloaded from its presigned address and gunzipped when compressionAlgorithm is
 * GZIP. Types: amzn/selling-partner-api-models, models/reports-api-model/reports_2021-06-30.json
 * (definitions CreateReportSpecification, CreateReportResponse, Report, ReportDocument), only the
 * fields used.
 */
import { parseReportDocument } from '../document';
import { AmazonApiError, MalformedReportError } from '../errors';
import type { AmazonHttp } from '../http';
import { pollUntil, type PollOptions } from '../poll';
import type { SpApiSession } from './session';

export interface CreateReportSpecification {
  reportType: string;
  marketplaceIds: string[];
  reportOptions?: Record<string, string>;
  dataStartTime?: string;
  dataEndTime?: string;
}

export type ProcessingStatus = 'CANCELLED' | 'DONE' | 'FATAL' | 'IN_PROGRESS' | 'IN_QUEUE';

export interface Report {
  reportId: string;
  reportType: string;
  processingStatus: ProcessingStatus;
  createdTime: string;
  reportDocumentId?: string;
}

export interface ReportDocument {
  reportDocumentId: string;
  url: string;
  compressionAlgorithm?: 'GZIP';
}

export type ReportOutcome =
  | { status: 'DONE'; document: unknown }
  /** Amazon cancelled it: for Brand Analytics, there was no data for the period. */
  | { status: 'CANCELLED' }
  /** Still being prepared after the wait: ask again later with the same report id. */
  | { status: 'PENDING'; reportId: string };

export function createReportsClient(
  http: AmazonHttp,
  session: SpApiSession,
  poll: PollOptions = {},
) {
  const at = (path: string) => new URL(path, session.origin);
  const base = { account: session.account, auth: session.auth };

  const getReport = async (reportId: string): Promise<Report> => {
    const report = await http.call<Report>({
      ...base,
      operation: 'getReport',
      url: at(`/reports/2021-06-30/reports/${encodeURIComponent(reportId)}`),
    });
    if (!report?.processingStatus)
      throw new AmazonApiError('Amazon sent an unreadable report status', 200, 'UNREADABLE');
    return report;
  };

  const document = async (reportDocumentId: string, what: string): Promise<unknown> => {
    const doc = await http.call<ReportDocument>({
      ...base,
      operation: 'getReportDocument',
      url: at(`/reports/2021-06-30/documents/${encodeURIComponent(reportDocumentId)}`),
    });
    if (!doc?.url) throw new MalformedReportError(what, 'Amazon gave no document address');
    const bytes = await http.download(new URL(doc.url), what);
    return parseReportDocument(bytes, doc.compressionAlgorithm === 'GZIP', what);
  };

  return {
    async createReport(spec: CreateReportSpecification): Promise<string> {
      const created = await http.call<{ reportId?: string }>({
        ...base,
        operation: 'createReport',
        method: 'POST',
        url: at('/reports/2021-06-30/reports'),
        body: spec,
      });
      if (!created?.reportId)
        throw new AmazonApiError('Amazon sent no report id', 200, 'UNREADABLE');
      return created.reportId;
    },

    getReport,

    /** Polls the report until it is done (then downloads its document) or the wait is over. */
    async outcome(reportId: string, what: string): Promise<ReportOutcome> {
      const answer = await pollUntil(async (): Promise<ReportOutcome | undefined> => {
        const report = await getReport(reportId);
        if (report.processingStatus === 'DONE') {
          if (!report.reportDocumentId)
            throw new MalformedReportError(what, 'the finished report has no document');
          return { status: 'DONE', document: await document(report.reportDocumentId, what) };
        }
        if (report.processingStatus === 'CANCELLED') return { status: 'CANCELLED' };
        if (report.processingStatus === 'FATAL')
          throw new AmazonApiError(`Amazon could not prepare the ${what}`, 200, 'FATAL');
        return undefined;
      }, poll);
      return answer ?? { status: 'PENDING', reportId };
    },
  };
}

export type ReportsClient = ReturnType<typeof createReportsClient>;
