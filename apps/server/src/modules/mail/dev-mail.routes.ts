import type { FastifyInstance } from 'fastify';
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

/** Demo mode's mail catcher: the e-mails Fathom would have sent, newest first. */
export function registerDevMailPage(app: FastifyInstance, mailer: Mailer): void {
  app.get('/dev/mail', { schema: { hide: true } }, (_request, reply) => {
    const mails = mailer.caught();
    const body = mails.length
      ? mails.map(mailHtml).join('\n')
      : '<p>No e-mail yet. Sign up or ask for a password reset, then reload this page.</p>';
    const note =
      mailer.kind === 'smtp'
        ? '<p>E-mail goes out through FATHOM_SMTP_URL, so nothing is kept here.</p>'
        : '<p>Without FATHOM_SMTP_URL, e-mail stays in this server and is listed here.</p>';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html>
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
