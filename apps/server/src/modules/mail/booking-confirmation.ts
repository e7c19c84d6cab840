import { getSiteRoute } from '@skybook/contracts/site-routes';
import type { Language } from '@skybook/domain/languages';
import type { FastifyInstance } from 'fastify';
import type { ItineraryDocument } from '../../documents/itinerary';
import { renderItineraryIcs } from '../../documents/itinerary-ics';
import { renderItineraryPdf } from '../../documents/itinerary-pdf';
import { renderBookingConfirmationEmail } from './booking-confirmation-template';
import type { SentMail } from './mailer';

/**
 * E-mails the booking confirmation in the booking's language (its "Manage your booking" button
 * opens the booking through the link token when one is given): the message, the itinerary PDF
 * and the calendar file as `itinerary-<locator>.pdf` and `itinerary-<locator>.ics`.
 *
 * Rendering the PDF takes a few hundred milliseconds of CPU: call this after the response that
 * confirmed the payment has gone out, not inside it.
 */
export async function sendBookingConfirmation(
  app: Pick<FastifyInstance, 'mailer' | 'config'>,
  doc: ItineraryDocument,
  language: Language,
  to: string,
  /** The manage link's token (booking-link.ts): the button then opens this booking directly. */
  manageLink?: string,
): Promise<SentMail> {
  const pdf = await renderItineraryPdf(doc, language);
  const ics = renderItineraryIcs(doc, language);
  const email = renderBookingConfirmationEmail(doc, language, {
    manageBookingUrl: `${app.config.PUBLIC_URL}/${language}/${getSiteRoute('searchBooking').path}${
      manageLink === undefined ? '' : `?link=${encodeURIComponent(manageLink)}`
    }`,
  });
  return app.mailer.send({
    to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    language,
    attachments: [
      { filename: `itinerary-${doc.locator}.pdf`, content: pdf, contentType: 'application/pdf' },
      {
        filename: `itinerary-${doc.locator}.ics`,
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  });
}
