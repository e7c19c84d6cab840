import type { Clock } from '@skybook/domain/clock';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime-message';

/** One message the sink received, exactly as it came over SMTP, with what was read from it. */
export interface SinkMessage {
  /** 1, 2, 3 … in arrival order, for this process. */
  id: number;
  receivedAt: Date;
  /** The SMTP envelope: MAIL FROM and every RCPT TO. */
  envelope: { from: string | null; to: string[] };
  raw: Buffer;
  parsed: ParsedMail;
}

export interface SmtpSinkOptions {
  clock: Clock;
  /** Messages kept; the oldest is dropped past this. */
  capacity: number;
  /** Largest message accepted, bytes (RFC 1870 SIZE). */
  maxMessageBytes: number;
  onError?: (error: Error) => void;
}

/**
 * A real SMTP server on the loopback interface that keeps the last messages it receives in
 * memory: stands in for the mail relay in development and tests (design §2), so what the
 * mailbox shows has been through nodemailer's SMTP client and back.
 */
export class SmtpSink {
  private readonly messages: SinkMessage[] = [];
  private nextId = 1;
  private readonly server: SMTPServer;

  constructor(private readonly options: SmtpSinkOptions) {
    this.server = new SMTPServer({
      // Loopback only and nothing to protect: no TLS upgrade, no sign-in.
      disabledCommands: ['STARTTLS', 'AUTH'],
      disableReverseLookup: true,
      size: options.maxMessageBytes,
      logger: false,
      banner: 'Skybook development mail sink',
      // On close, a stuck client is cut off after this rather than holding shutdown.
      closeTimeout: 1000,
      onData: (stream, session, callback) => {
        this.receive(stream, session, callback);
      },
    });
    this.server.on('error', (error) => {
      options.onError?.(error);
    });
  }

  /** Listens on 127.0.0.1 at `port` (0: any free port); resolves with the port. */
  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error): void => {
        reject(error);
      };
      this.server.server.once('error', onError);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.server.off('error', onError);
        const address = this.server.server.address();
        if (address === null || typeof address === 'string')
          reject(new Error('The SMTP sink has no TCP port'));
        else resolve(address.port);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }

  /** Every kept message, newest first. */
  list(): readonly SinkMessage[] {
    return [...this.messages].reverse();
  }

  find(id: number): SinkMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  private receive(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ): void {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', (error: Error) => {
      callback(error);
    });
    stream.on('end', () => {
      if (stream.sizeExceeded) {
        callback(
          Object.assign(new Error('Message exceeds the fixed maximum message size'), { responseCode: 552 }),
        );
        return;
      }
      const raw = Buffer.concat(chunks);
      const { mailFrom, rcptTo } = session.envelope;
      const receivedAt = this.options.clock.now();
      // The SMTP reply waits for the parse, so a client's next message arrives after this one is kept.
      void parseMail(raw).then((parsed) => {
        this.messages.push({
          id: this.nextId++,
          receivedAt,
          envelope: {
            from: mailFrom ? mailFrom.address : null,
            to: rcptTo.map((recipient) => recipient.address),
          },
          raw,
          parsed,
        });
        if (this.messages.length > this.options.capacity) this.messages.shift();
        callback(null);
      });
    });
  }
}
