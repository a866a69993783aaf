import { vi } from 'vitest';

export interface MockRoute {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  /** A body sent as it is (a file), instead of `body` as JSON. */
  text?: string;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** Replaces fetch with canned JSON answers; the last matching route wins. */
export function mockFetch(routes: MockRoute[]) {
  const calls: RecordedCall[] = [];
  const spy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname + url.search, body, credentials: init?.credentials });
    const route = [...routes]
      .reverse()
      .find((r) => (r.method ?? 'GET') === method && r.path === url.pathname);
    if (!route) {
      return Promise.resolve(
        new Response(JSON.stringify({ message: 'Not mocked' }), { status: 404 }),
      );
    }
    const text = route.text ?? (route.body === undefined ? null : JSON.stringify(route.body));
    return Promise.resolve(
      new Response(text, {
        status: route.status ?? 200,
        headers: { 'content-type': 'application/json', ...route.headers },
      }),
    );
  });
  vi.stubGlobal('fetch', spy);
  return { calls, routes, spy };
}
