import { connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '@skybook/domain/clock';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import { ConfigError, loadConfig } from '../../config';
import { SmtpSink } from './smtp-sink';

// Mail touches no table: SQLite is enough for the app around it.
const [sqlite] = TEST_ENGINES;
if (!sqlite) throw new Error('no test engine');

interface MailboxJson {
  capacity: number;
  messages: {
    id: number;
    subject: string | null;
    to: string[];
    envelope: { from: string | null; to: string[] };
    language: string | null;
    messageId: string | null;
    text: string | null;
    html: string | null;
    htmlUrl: string | null;
    rawUrl: string;
    attachments: { index: number; filename: string | null; contentType: string; size: number; url: string }[];
  }[];
}

const pdfBytes = Buffer.from('%PDF-1.3\n% a tiny stand-in\n%%EOF\n');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'));
        else resolve(address.port);
      });
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

describe('the mailer with the embedded SMTP sink', () => {
  let subject: TestApp;
  let sinkPort: number;

  beforeAll(async () => {
    sinkPort = await freePort();
    subject = await createTestApp(sqlite, { env: { SMTP_SINK_PORT: String(sinkPort) } });
  });
  afterAll(async () => {
    await subject.close();
  });

  it('delivers over SMTP and shows the message at /dev/mailbox.json', async () => {
    const sent = await subject.app.mailer.send({
      to: 'an.nguyen@example.com',
      subject: 'Hành trình <K7QX2M> & vé',
      html: '<p>Xin chào <strong>An</strong></p>',
      text: 'Xin chào An',
      language: 'vi',
      attachments: [{ filename: 'itinerary-K7QX2M.pdf', content: pdfBytes, contentType: 'application/pdf' }],
    });
    expect(sent.accepted).toEqual(['an.nguyen@example.com']);

    const response = await subject.app.inject({ url: '/dev/mailbox.json' });
    expect(response.statusCode).toBe(200);
    const { capacity, messages } = response.json<MailboxJson>();
    expect(capacity).toBe(200);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      id: 1,
      subject: 'Hành trình <K7QX2M> & vé',
      to: ['an.nguyen@example.com'],
      envelope: { from: 'no-reply@skybook.vn', to: ['an.nguyen@example.com'] },
      language: 'vi',
      messageId: sent.messageId,
      text: 'Xin chào An',
      html: '<p>Xin chào <strong>An</strong></p>',
      htmlUrl: '/dev/mailbox/1.html',
      rawUrl: '/dev/mailbox/1.eml',
      attachments: [
        {
          index: 0,
          filename: 'itinerary-K7QX2M.pdf',
          contentType: 'application/pdf',
          size: pdfBytes.length,
          url: '/dev/mailbox/1/attachments/0',
        },
      ],
    });
  });

  it('listens on SMTP_SINK_PORT on the loopback interface', async () => {
    expect(await canConnect(sinkPort)).toBe(true);
  });

  it('shows the mailbox page with each message escaped and its HTML in a sandboxed frame', async () => {
    const response = await subject.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("frame-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('Hành trình &lt;K7QX2M&gt; &amp; vé');
    expect(response.body).not.toContain('<K7QX2M>');
    expect(response.body).toMatch(
      /<iframe src="\/dev\/mailbox\/1\.html" sandbox="" loading="lazy" title="[^"]+">/,
    );
    expect(response.body).toContain('href="/dev/mailbox/1/attachments/0" download');
  });

  it('serves a message’s HTML under a sandboxing policy, its raw source and its attachments', async () => {
    const html = await subject.app.inject({ url: '/dev/mailbox/1.html' });
    expect(html.statusCode).toBe(200);
    expect(html.body).toBe('<p>Xin chào <strong>An</strong></p>');
    expect(html.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");

    const raw = await subject.app.inject({ url: '/dev/mailbox/1.eml' });
    expect(raw.headers['content-type']).toBe('message/rfc822');
    expect(raw.body).toMatch(/^Subject: /m);
    expect(raw.body).toContain('Content-Language: vi');

    const attachment = await subject.app.inject({ url: '/dev/mailbox/1/attachments/0' });
    expect(attachment.statusCode).toBe(200);
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(attachment.headers['content-disposition']).toContain('filename="itinerary-K7QX2M.pdf"');
    expect(attachment.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('answers 404 for a message or attachment it does not have and 400 for a malformed id', async () => {
    for (const url of ['/dev/mailbox/99.html', '/dev/mailbox/99.eml', '/dev/mailbox/1/attachments/5']) {
      const response = await subject.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    const malformed = await subject.app.inject({ url: '/dev/mailbox/abc/attachments/0' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errorCode: 'INVALID_REQUEST' });
  });

  it('stops the sink when the app closes', async () => {
    const other = await createTestApp(sqlite, { env: { SMTP_SINK_PORT: String(await freePort()) } });
    const port = other.app.config.SMTP_SINK_PORT;
    expect(await canConnect(port)).toBe(true);
    await other.close();
    expect(await canConnect(port)).toBe(false);
  });
});

describe('the mailer with SMTP_URL set', () => {
  let relay: SmtpSink;
  let subject: TestApp;

  beforeAll(async () => {
    relay = new SmtpSink({ clock: createManualClock(TEST_NOW), capacity: 10, maxMessageBytes: 1024 * 1024 });
    const port = await relay.listen(0);
    subject = await createTestApp(sqlite, {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${String(port)}?ignoreTLS=true`,
        MAIL_FROM: 'Bookings <bookings@skybook.vn>',
      },
    });
  });
  afterAll(async () => {
    await subject.close();
    await relay.close();
  });

  it('sends to that server from MAIL_FROM and mounts no development mailbox', async () => {
    await subject.app.mailer.send({
      to: 'b@example.com',
      subject: 'Relay test',
      html: '<p>x</p>',
      text: 'x',
    });

    expect(relay.list().map((message) => [message.parsed.subject, message.parsed.from])).toEqual([
      ['Relay test', 'Bookings <bookings@skybook.vn>'],
    ]);
    expect((await subject.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await subject.app.inject({ url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});

describe('mail configuration', () => {
  it('defaults to a free sink port and the airline’s no-reply sender', () => {
    const config = loadConfig({});
    expect(config.SMTP_SINK_PORT).toBe(0);
    expect(config.MAIL_FROM).toBe('Skybook <no-reply@skybook.vn>');
  });

  it('refuses a sender that is not an address and a port out of range', () => {
    expect(() => loadConfig({ MAIL_FROM: 'Skybook' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.vn\r\nBcc: x@y.z' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_SINK_PORT: '70000' })).toThrow(ConfigError);
    expect(loadConfig({ MAIL_FROM: 'no-reply@skybook.vn' }).MAIL_FROM).toBe('no-reply@skybook.vn');
  });
});
