import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../http/errors';
import type { CaughtMail, Mailer } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text with its http(s) links made clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function mailHtml(mail: CaughtMail): string {
  return `<article aria-labelledby="mail-${mail.id}">
  <h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
  <p>To ${escapeHtml(mail.to)} · from ${escapeHtml(mail.from)} · ${escapeHtml(mail.sentAt)}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Demo mode's mail catcher: the e-mails Fathom would have sent, newest first, shown only with the
 * key the server printed at start (`?key=`). Without it, or with a wrong one, it answers 404 and
 * says where the key is, and nothing of the e-mails.
 */
export function registerDevMailPage(app: FastifyInstance, mailer: Mailer, key: string): void {
  const expected = digest(key);
  app.get('/dev/mail', { schema: { hide: true } }, (request, reply) => {
    const given = (request.query as { key?: unknown }).key;
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected))
      return reply
        .status(404)
        .send(errorBody(404, 'The mail catcher opens at the address the server printed at start'));
    const mails = mailer.caught();
    const body = mails.length
      ? mails.map(mailHtml).join('\n')
      : '<p>No e-mail yet. Sign up or ask for a password reset, then reload this page.</p>';
    const note =
      mailer.kind === 'smtp'
        ? '<p>E-mail goes out through FATHOM_SMTP_URL, so nothing is kept here.</p>'
        : '<p>Without FATHOM_SMTP_URL, e-mail stays in this server and is listed here.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Mail catcher · Fathom</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}
article{border-top:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap;font:inherit}</style>
</head>
<body><main><h1>Mail catcher</h1>${note}
${body}
</main></body></html>`);
  });
}
