/**
 * A local stand-in for Login with Amazon, the Selling Partner API (Catalog Items 2022-04-01,
 * Reports 2021-06-30) and the Amazon Ads API (profiles, reporting v3), on node:http at port 0.
 * It answers with Amazon's published examples (./examples: the models' x-amzn-api-sandbox and
 * schema examples) and can be told to fail: 429 with Retry-After and rate-limit headers, 5xx,
 * expired access tokens, slow answers, and truncated or malformed report documents.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import catalogItem from './examples/getCatalogItem.json' with { type: 'json' };
import sqpExample from './examples/sqpReport.json' with { type: 'json' };
import { examplePpcRows, exampleProfiles } from './ads-examples';

export const FAKE_CLIENT = {
  clientId: 'amzn1.application-oa2-client.fake',
  clientSecret: 'secret',
};

/** What the fake does with the next request it matches instead of answering normally. */
export type Fault =
  | { status: 429; retryAfter?: string; rateLimit?: string }
  | { status: 500 | 502 | 503 }
  /** Every access token handed out so far stops working (Amazon's expired-token answer). */
  | { expireTokens: true }
  /** The answer starts after this many milliseconds. */
  | { delayMs: number }
  /** A report document: these bytes instead of the gzipped document. */
  | { document: Uint8Array | string };

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

interface StoredReport {
  id: string;
  kind: 'sp' | 'ads';
  body: Record<string, unknown>;
  polls: number;
}

const json = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

export async function startFakeAmazon() {
  const faults: { match: RegExp; fault: Fault }[] = [];
  const requests: FakeRequest[] = [];
  const live = new Set<string>();
  const revoked = new Set<string>();
  const reports = new Map<string, StoredReport>();
  let issued = 0;
  let reportCount = 0;
  /** getReport answers IN_PROGRESS this many times before DONE (COMPLETED in the Ads API). */
  const state = { pollsBeforeDone: 1, cancelSqp: false };
  const catalog = new Map<string, unknown>([[catalogItem.asin, catalogItem]]);
  const ppc = { asin: 'B07N4M94X4', rows: examplePpcRows };

  const takeFault = (path: string): Fault | undefined => {
    const at = faults.findIndex((f) => f.match.test(path));
    return at < 0 ? undefined : faults.splice(at, 1)[0]!.fault;
  };

  const sqpDocument = (report: StoredReport) => {
    const options = report.body.reportOptions as { asin: string };
    const [template] = sqpExample.dataByAsin;
    const start = String(report.body.dataStartTime).slice(0, 10);
    const end = String(report.body.dataEndTime).slice(0, 10);
    return {
      reportSpecification: { ...sqpExample.reportSpecification, reportOptions: options },
      dataByAsin: options.asin
        .split(' ')
        .map((asin) => ({ ...template, asin, startDate: start, endDate: end })),
    };
  };

  const adsDocument = (report: StoredReport) => {
    const configuration = report.body.configuration as { reportTypeId: string };
    const day = String(report.body.startDate);
    const rows =
      configuration.reportTypeId === 'spAdvertisedProduct'
        ? ppc.rows.advertised(ppc.asin)
        : ppc.rows.searchTerms;
    return rows.map((r) => ({ ...r, date: day }));
  };

  const authorized = (req: IncomingMessage, ads: boolean) => {
    const token = ads
      ? /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
      : (req.headers['x-amz-access-token'] as string | undefined);
    return token !== undefined && live.has(token);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await read(req);
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    const fault = takeFault(url.pathname);
    if (fault && 'delayMs' in fault) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault && 'expireTokens' in fault) live.clear();
    if (fault && 'status' in fault) {
      if (fault.status === 429)
        return json(
          res,
          429,
          {
            errors: [
              {
                code: 'QuotaExceeded',
                message: 'You exceeded your quota for the requested resource.',
              },
            ],
          },
          {
            ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
            'x-amzn-ratelimit-limit': fault.rateLimit ?? '0.5',
          },
        );
      return json(res, fault.status, {
        errors: [
          {
            code: 'InternalFailure',
            message: 'We encountered an internal error. Please try again.',
          },
        ],
      });
    }
    const path = url.pathname;

    if (req.method === 'POST' && path === '/auth/o2/token') {
      const form = new URLSearchParams(body);
      if (
        form.get('client_id') !== FAKE_CLIENT.clientId ||
        form.get('client_secret') !== FAKE_CLIENT.clientSecret
      )
        return json(res, 401, {
          error: 'invalid_client',
          error_description: 'Client authentication failed',
        });
      if (
        form.get('grant_type') !== 'refresh_token' ||
        revoked.has(form.get('refresh_token') ?? '')
      )
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'The request has an invalid grant parameter : refresh_token',
        });
      issued += 1;
      const token = `Atza|fake-access-${issued}`;
      live.add(token);
      return json(res, 200, {
        access_token: token,
        refresh_token: form.get('refresh_token'),
        token_type: 'bearer',
        expires_in: 3600,
      });
    }

    if (path.startsWith('/download/')) {
      const report = reports.get(path.slice('/download/'.length));
      if (!report) return json(res, 404, { message: 'NoSuchKey' });
      if (fault && 'document' in fault) {
        res.writeHead(200);
        return res.end(fault.document);
      }
      const doc = report.kind === 'sp' ? sqpDocument(report) : adsDocument(report);
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(gzipSync(JSON.stringify(doc)));
    }

    const ads = path.startsWith('/v2/') || path.startsWith('/reporting/');
    if (!authorized(req, ads))
      return ads
        ? json(res, 401, { code: 'UNAUTHORIZED', details: 'Not authorized to access scope' })
        : json(res, 403, {
            errors: [
              {
                code: 'Unauthorized',
                message: 'Access to requested resource is denied.',
                details: 'The access token you provided has expired.',
              },
            ],
          });
    const limits = { 'x-amzn-ratelimit-limit': '2.0' };

    if (req.method === 'GET' && path === '/catalog/2022-04-01/items') {
      const wanted = (url.searchParams.get('identifiers') ?? '').split(',');
      if (wanted.length > 20)
        return json(res, 400, {
          errors: [{ code: 'InvalidInput', message: 'identifiers: at most 20' }],
        });
      const items = wanted.map((asin) => catalog.get(asin)).filter(Boolean);
      return json(res, 200, { numberOfResults: items.length, items }, limits);
    }
    const item = /^\/catalog\/2022-04-01\/items\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && item) {
      const found = catalog.get(decodeURIComponent(item[1]!));
      return found
        ? json(res, 200, found, limits)
        : json(res, 404, {
            errors: [
              {
                code: 'NOT_FOUND',
                message: `Requested item '${item[1]}' not found in marketplace(s) ATVPDKIKX0DER.`,
              },
            ],
          });
    }

    if (
      req.method === 'POST' &&
      (path === '/reports/2021-06-30/reports' || path === '/reporting/reports')
    ) {
      const kind = path.startsWith('/reporting') ? 'ads' : 'sp';
      const duplicate = [...reports.values()].find(
        (r) =>
          r.kind === 'ads' &&
          kind === 'ads' &&
          JSON.stringify(r.body) === body &&
          r.polls <= state.pollsBeforeDone,
      );
      if (duplicate)
        return json(res, 425, {
          code: '425',
          detail: `The Request is a duplicate of : ${duplicate.id}`,
        });
      reportCount += 1;
      const id = `${kind}-report-${reportCount}`;
      reports.set(id, { id, kind, body: JSON.parse(body) as Record<string, unknown>, polls: 0 });
      return kind === 'sp'
        ? json(res, 202, { reportId: id })
        : json(res, 200, { reportId: id, status: 'PENDING', url: null, failureReason: null });
    }
    const spReport = /^\/reports\/2021-06-30\/reports\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && spReport) {
      const report = reports.get(spReport[1]!);
      if (!report)
        return json(res, 400, {
          errors: [{ code: '400', message: 'Invalid input', details: 'Invalid input' }],
        });
      report.polls += 1;
      const done = report.polls > state.pollsBeforeDone;
      const status = !done ? 'IN_PROGRESS' : state.cancelSqp ? 'CANCELLED' : 'DONE';
      return json(res, 200, {
        reportId: report.id,
        reportType: report.body.reportType,
        createdTime: '2025-01-13T10:00:00Z',
        processingStatus: status,
        ...(status === 'DONE' ? { reportDocumentId: report.id } : {}),
      });
    }
    const spDocument = /^\/reports\/2021-06-30\/documents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && spDocument)
      return json(res, 200, {
        reportDocumentId: spDocument[1],
        url: `${origin}/download/${spDocument[1]}`,
        compressionAlgorithm: 'GZIP',
      });

    if (req.method === 'GET' && path === '/v2/profiles') return json(res, 200, exampleProfiles);
    const adsReport = /^\/reporting\/reports\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && adsReport) {
      const report = reports.get(adsReport[1]!);
      if (!report) return json(res, 404, { code: 'NOT_FOUND', detail: 'Report not found' });
      report.polls += 1;
      const done = report.polls > state.pollsBeforeDone;
      return json(res, 200, {
        reportId: report.id,
        status: done ? 'COMPLETED' : 'PROCESSING',
        url: done ? `${origin}/download/${report.id}` : null,
        failureReason: null,
      });
    }
    return json(res, 404, {
      errors: [{ code: 'NotFound', message: `No route ${req.method} ${path}` }],
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** Every request received, oldest first. */
    requests,
    /** The next request whose path matches gets the fault (queued in order). */
    fail(match: RegExp, ...list: Fault[]) {
      for (const fault of list) faults.push({ match, fault });
    },
    /** Login with Amazon refuses this refresh token from now on (the seller revoked access). */
    revoke: (refreshToken: string) => void revoked.add(refreshToken),
    /** Login with Amazon accepts every refresh token again. */
    unrevoke: () => revoked.clear(),
    /** How many access tokens have been handed out. */
    issued: () => issued,
    state,
    /** The ASIN the advertised-product report names for every ad group. */
    advertise: (asin: string) => void (ppc.asin = asin),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeAmazon = Awaited<ReturnType<typeof startFakeAmazon>>;
