/**
 * The self-test of `npm run bench:check` preloads this into the server it starts (node --import):
 * every request for an organization's spaces, the authenticated read the check guards, waits
 * FATHOM_BENCH_READ_DELAY_MS milliseconds before the server sees it, as a slower read path would.
 * Nothing else loads it.
 */
import http from 'node:http';

const delayMs = Number(process.env.FATHOM_BENCH_READ_DELAY_MS ?? 0);
const READ = /^\/api\/orgs\/\d+\/spaces(\?|$)/;
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function (event, ...args) {
  const [request] = args;
  if (event === 'request' && delayMs > 0 && READ.test(request.url)) {
    setTimeout(() => emit.call(this, event, ...args), delayMs);
    return true;
  }
  return emit.call(this, event, ...args);
};
