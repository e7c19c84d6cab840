import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { mailboxRoutes } from './mailbox.routes';
import { createMailer, type Mailer, type MailTransport } from './mailer';
import { SmtpSink } from './smtp-sink';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail over SMTP_URL, or into the embedded sink read at /dev/mailbox when it is unset. */
    mailer: Mailer;
  }
}

/** Messages the embedded sink keeps. */
export const MAILBOX_CAPACITY = 200;
/** Largest message the sink accepts: itineraries are tens of KB; this leaves room for images. */
const SINK_MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/**
 * E-mail for the whole server (design §2, §4): `app.mailer.send(…)` over nodemailer. With
 * SMTP_URL set, mail goes to that relay. Unset, an SMTP server starts inside the process on
 * 127.0.0.1 (SMTP_SINK_PORT, or any free port), nodemailer delivers to it over real SMTP, and
 * `/dev/mailbox` and `/dev/mailbox.json` show what arrived; the routes exist only then.
 *
 * A plugin rather than a module: it serves no requirements §7 host, other modules call it, and its
 * routes are a development tool outside every module's prefix. The sink starts when the app is
 * ready and stops when it closes.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { SMTP_URL, SMTP_SINK_PORT, MAIL_FROM } = app.config;
    let transport: MailTransport | undefined;
    let sink: SmtpSink | undefined;

    if (SMTP_URL === undefined) {
      sink = new SmtpSink({
        clock: app.clock,
        capacity: MAILBOX_CAPACITY,
        maxMessageBytes: SINK_MAX_MESSAGE_BYTES,
        onError: (error) => {
          app.log.error({ err: error }, 'SMTP sink error');
        },
      });
      await app.register(mailboxRoutes, { sink, capacity: MAILBOX_CAPACITY });
    }

    app.decorate(
      'mailer',
      createMailer(
        () => {
          if (!transport) throw new Error('The mailer is used before the server is ready');
          return transport;
        },
        MAIL_FROM,
        app.log,
      ),
    );

    app.addHook('onReady', async () => {
      if (sink) {
        const port = await sink.listen(SMTP_SINK_PORT);
        // Plain SMTP on loopback: the sink offers no STARTTLS and needs no sign-in.
        transport = createTransport({
          host: '127.0.0.1',
          port,
          secure: false,
          ignoreTLS: true,
          name: 'skybook',
        });
        app.log.info({ port }, 'embedded SMTP sink listening on 127.0.0.1; mail readable at /dev/mailbox');
      } else if (SMTP_URL !== undefined) {
        transport = createTransport(SMTP_URL);
      }
    });

    app.addHook('onClose', async () => {
      transport?.close();
      await sink?.close();
    });
  },
  { name: 'mail' },
);
