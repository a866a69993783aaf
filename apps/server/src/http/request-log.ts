import { LogController, type FastifyInstance } from 'fastify';

/** Fastify's own lines per request are off: they carry the address as sent. */
export const requestLogging = {
  logController: new LogController({ disableRequestLogging: true }),
};

/**
 * One log line per answered request, at debug (LOG_LEVEL=debug): its method, the route's pattern
 * (never the address as sent, whose path and query can hold reset and confirmation tokens), the
 * status and the time taken. At the default level nothing is written per request; failures are
 * logged by the error handler.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // Below debug the hook would build a line nobody writes on every request: not registered.
  if (app.log.level !== 'debug' && app.log.level !== 'trace') return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request answered',
    );
    done();
  });
}
