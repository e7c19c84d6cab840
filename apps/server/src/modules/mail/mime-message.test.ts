import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { decodeEncodedWords, parseMail } from './mime-message';

const pdfBytes = Buffer.concat([
  Buffer.from('%PDF-1.3\n'),
  Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256)),
]);

describe('parseMail', () => {
  it('reads back what nodemailer composes: subject, language, bodies and attachments', async () => {
    const raw = await new MailComposer({
      from: 'Skybook <no-reply@skybook.vn>',
      to: ['"Nguyễn, Văn An" <an@example.com>', 'bich@example.com'],
      subject: 'Xác nhận đặt chỗ K7QX2M — Hành trình của bạn đã sẵn sàng, chúc quý khách thượng lộ bình an',
      text: 'Xin chào Nguyễn Văn An,\nĐặt chỗ của bạn đã được xác nhận. '.repeat(8),
      html: '<p lang="vi">Đặt chỗ <strong>K7QX2M</strong> đã được xác nhận — cảm ơn quý khách!</p>'.repeat(5),
      headers: { 'Content-Language': 'vi' },
      attachments: [
        { filename: 'itinerary-K7QX2M.pdf', content: pdfBytes, contentType: 'application/pdf' },
        {
          filename: 'itinerary-K7QX2M.ics',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
        { filename: 'Hành trình.txt', content: 'tệp', contentType: 'text/plain' },
      ],
    })
      .compile()
      .build();

    const mail = await parseMail(raw);

    expect(mail.subject).toBe(
      'Xác nhận đặt chỗ K7QX2M — Hành trình của bạn đã sẵn sàng, chúc quý khách thượng lộ bình an',
    );
    expect(mail.from).toBe('Skybook <no-reply@skybook.vn>');
    expect(mail.to).toEqual(['Nguyễn, Văn An <an@example.com>', 'bich@example.com']);
    expect(mail.language).toBe('vi');
    expect(mail.text).toBe('Xin chào Nguyễn Văn An,\nĐặt chỗ của bạn đã được xác nhận. '.repeat(8));
    expect(mail.html).toBe(
      '<p lang="vi">Đặt chỗ <strong>K7QX2M</strong> đã được xác nhận — cảm ơn quý khách!</p>'.repeat(5),
    );
    expect(mail.messageId).toMatch(/^<.+@.+>$/);
    expect(
      mail.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
    ).toEqual([
      { filename: 'itinerary-K7QX2M.pdf', contentType: 'application/pdf', size: pdfBytes.length },
      { filename: 'itinerary-K7QX2M.ics', contentType: 'text/calendar', size: 32 },
      { filename: 'Hành trình.txt', contentType: 'text/plain', size: Buffer.byteLength('tệp') },
    ]);
    expect(mail.attachments[0]?.content.equals(pdfBytes)).toBe(true);
  });

  it('reads folded headers, LF line ends, quoted-printable and a nested related part', async () => {
    const raw = Buffer.from(
      [
        'Subject: =?UTF-8?Q?Chuy=E1=BA=BFn?=',
        ' =?UTF-8?B?IGJheQ==?= to Hanoi',
        'To: a@example.com,',
        '\tb@example.com',
        'Content-Type: multipart/alternative; boundary="outer"',
        '',
        'preamble to ignore',
        '--outer',
        'Content-Type: text/plain; charset=iso-8859-1',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Caf=E9 au lait, a line that is long enough to be soft =',
        'broken.',
        '--outer',
        'Content-Type: multipart/related; boundary=inner',
        '',
        '--inner',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<img src="cid:logo@skybook" alt="Skybook">',
        '--inner',
        'Content-Type: image/png; name=logo.png',
        'Content-ID: <logo@skybook>',
        'Content-Transfer-Encoding: base64',
        '',
        'iVBORw0K',
        'GgoAAAAN',
        '--inner--',
        '--outer--',
        'epilogue',
      ].join('\n'),
    );

    const mail = await parseMail(raw);

    expect(mail.subject).toBe('Chuyến bay to Hanoi');
    expect(mail.to).toEqual(['a@example.com', 'b@example.com']);
    expect(mail.text).toBe('Café au lait, a line that is long enough to be soft broken.');
    expect(mail.html).toBe('<img src="cid:logo@skybook" alt="Skybook">');
    expect(mail.attachments).toMatchObject([
      { filename: 'logo.png', contentType: 'image/png', contentId: 'logo@skybook', size: 12 },
    ]);
  });

  it('never throws on a malformed message', async () => {
    const cases = [
      '',
      'no header separator at all',
      'Content-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\nContent-Type: text/plain\r\n\r\nunterminated',
      'Content-Type: multipart/mixed\r\n\r\nno boundary parameter',
      'Subject: =?x-unknown?Q?abc?=\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!not base64',
    ];
    for (const raw of cases) expect(() => parseMail(Buffer.from(raw))).not.toThrow();
    expect((await parseMail(Buffer.from(cases[2] ?? ''))).text).toBe('unterminated');
  });
});

describe('decodeEncodedWords', () => {
  it('joins adjacent words and keeps text between words that are not adjacent', () => {
    // "ế" is split across the two words: the bytes are joined before decoding.
    expect(decodeEncodedWords('=?UTF-8?B?4bq=?= =?UTF-8?B?vw==?=')).toBe('ế');
    expect(decodeEncodedWords('Re: =?UTF-8?Q?H=C3=A0_N=E1=BB=99i?= and =?utf-8?q?SGN?=')).toBe(
      'Re: Hà Nội and SGN',
    );
    expect(decodeEncodedWords('plain text')).toBe('plain text');
  });
});
