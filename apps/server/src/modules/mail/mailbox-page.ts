import { createHash } from 'node:crypto';
import { escapeHtml } from '../../documents/html/escape-html';
import type { SinkMessage } from './smtp-sink';

/**
 * The development mailbox page: every message the SMTP sink kept, newest first, with its
 * headers, attachments to download, its HTML body in a sandboxed frame and its text body. A
 * developer tool, so in English only; everything from a message is escaped.
 */

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;color:#1c1c1e;margin:0;background:#f4f4f6}
main{max-width:1000px;margin:0 auto;padding:24px}
h1{margin:0 0 4px}
article{background:#fff;border:1px solid #e2e2e6;border-radius:8px;padding:16px;margin:16px 0}
h2{font-size:18px;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 8px}
dt{color:#55555e}dd{margin:0;overflow-wrap:anywhere}
iframe{width:100%;height:640px;border:1px solid #e2e2e6;background:#fff}
pre{white-space:pre-wrap;background:#f4f4f6;padding:8px}
a{color:#b8141b}
summary{cursor:pointer;margin:8px 0}
`;

/** The one inline style, allowed by its hash so the page's CSP needs no 'unsafe-inline'. */
export const MAILBOX_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${String(bytes)} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function messageArticle(message: SinkMessage): string {
  const { parsed } = message;
  const id = String(message.id);
  const subject = parsed.subject ?? '(no subject)';
  const rows: [string, string][] = [
    ['From', parsed.from ?? '—'],
    ['To', parsed.to.join(', ') || '—'],
    ['Envelope', `${message.envelope.from ?? '<>'} → ${message.envelope.to.join(', ')}`],
    ['Received', message.receivedAt.toISOString()],
    ['Language', parsed.language ?? '—'],
    ['Size', formatSize(message.raw.length)],
  ];
  const attachments = parsed.attachments.map(
    (attachment, index) =>
      `<li><a href="/dev/mailbox/${id}/attachments/${String(index)}" download>${escapeHtml(
        attachment.filename ?? `attachment-${String(index)}`,
      )}</a> (${escapeHtml(attachment.contentType)}, ${formatSize(attachment.size)})</li>`,
  );
  return `<article aria-labelledby="message-${id}">
<h2 id="message-${id}">${escapeHtml(subject)}</h2>
<dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
${attachments.length > 0 ? `<h3>Attachments</h3><ul>${attachments.join('')}</ul>` : ''}
${
  parsed.html === null
    ? ''
    : `<details><summary>HTML body</summary><iframe src="/dev/mailbox/${id}.html" sandbox="" loading="lazy" title="HTML body of message ${id}: ${escapeHtml(subject)}"></iframe></details>`
}
${parsed.text === null ? '' : `<details><summary>Text body</summary><pre>${escapeHtml(parsed.text)}</pre></details>`}
<p><a href="/dev/mailbox/${id}.eml" download>Raw message (.eml)</a></p>
</article>`;
}

export function renderMailboxPage(messages: readonly SinkMessage[], capacity: number): string {
  const list =
    messages.length === 0
      ? '<p>No messages yet.</p>'
      : messages.map((message) => messageArticle(message)).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox — Skybook development</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Mailbox</h1>
<p>Mail the embedded SMTP sink received, newest first (the last ${String(capacity)} are kept, until the server stops). As JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a>.</p>
${list}
</main>
</body>
</html>
`;
}
