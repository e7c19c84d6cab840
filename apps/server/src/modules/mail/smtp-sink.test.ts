import { createManualClock } from '@skybook/domain/clock';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from './smtp-sink';

describe('SmtpSink', () => {
  const clock = createManualClock(new Date('2026-11-21T03:00:00Z'));
  const sink = new SmtpSink({ clock, capacity: 3, maxMessageBytes: 20_000 });
  let port: number;
  const transport = () => createTransport({ host: '127.0.0.1', port, ignoreTLS: true });

  beforeAll(async () => {
    port = await sink.listen(0);
  });
  afterAll(async () => {
    await sink.close();
  });

  it('keeps the newest messages up to its capacity, newest first, with the SMTP envelope', async () => {
    for (let index = 1; index <= 5; index++) {
      clock.advance(60_000);
      await transport().sendMail({
        from: 'Skybook <no-reply@skybook.vn>',
        to: 'a@example.com',
        cc: 'b@example.com',
        subject: `Message ${String(index)}`,
        text: 'hello',
      });
    }
    const kept = sink.list();

    expect(kept.map((message) => [message.id, message.parsed.subject])).toEqual([
      [5, 'Message 5'],
      [4, 'Message 4'],
      [3, 'Message 3'],
    ]);
    expect(kept[0]?.envelope).toEqual({
      from: 'no-reply@skybook.vn',
      to: ['a@example.com', 'b@example.com'],
    });
    expect(kept[0]?.receivedAt).toEqual(new Date('2026-11-21T03:05:00Z'));
    expect(sink.find(1)).toBeUndefined();
    expect(sink.find(4)?.raw.toString('utf8')).toContain('Subject: Message 4');
  });

  it('refuses a message over its size limit and keeps nothing of it', async () => {
    await expect(
      transport().sendMail({
        from: 'no-reply@skybook.vn',
        to: 'a@example.com',
        subject: 'Too big',
        text: 'x'.repeat(50_000),
      }),
    ).rejects.toThrow(/552|size/i);
    expect(sink.list().map((message) => message.parsed.subject)).not.toContain('Too big');
  });
});
