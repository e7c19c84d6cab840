import type { BoardingPass, BoardingPassesResponse } from '@skybook/contracts/checkin';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Clock } from '@skybook/domain/clock';
import { isLanguage, type Language } from '@skybook/domain/languages';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import { buildPkpass } from '../../../documents/boarding-pass/apple-wallet';
import {
  appleWalletSigner,
  type AppleWalletSigner,
} from '../../../documents/boarding-pass/apple-wallet-signer';
import { barcodeSvg, svgDataUrl } from '../../../documents/boarding-pass/barcode';
import type { BoardingPassDocument } from '../../../documents/boarding-pass/boarding-pass';
import { renderBoardingPassIcs } from '../../../documents/boarding-pass/boarding-pass-ics';
import {
  renderBoardingPassPdf,
  type BoardingPassPdfSize,
} from '../../../documents/boarding-pass/boarding-pass-pdf';
import {
  googleWalletIssuer,
  googleWalletSaveUrl,
  type GoogleWalletIssuer,
} from '../../../documents/boarding-pass/google-wallet';
import { appError } from '../../../plugins/app-error';
import { renderBoardingPassEmail, sendBoardingPasses } from '../../mail/public';
import { boardingPassDocuments } from './boarding-passes';
import type { CheckinService } from './checkin.service';

export type BoardingPassApp = Pick<FastifyInstance, 'mailer' | 'log'> & {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
};

/** A file the traveller downloads. */
export interface BoardingPassFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

/**
 * The boarding passes of a checked-in journey (requirements §2 check-in success, §7
 * checkin/boardingPass and checkin/email; decision 026): on screen with their PDF417 barcode, as
 * PDF (A4 or phone), calendar file, Apple Wallet pass and Google Wallet link, and e-mailed to the
 * booking's contact. Every one is made from the same BoardingPassDocument, so none disagrees.
 */
export class BoardingPassService {
  readonly #apple: AppleWalletSigner | null;
  readonly #google: GoogleWalletIssuer | null;

  constructor(
    private readonly app: BoardingPassApp,
    private readonly checkins: CheckinService,
  ) {
    this.#apple = appleWalletSigner(app.config);
    this.#google = googleWalletIssuer(app.config);
  }

  /** PATCH checkin/boardingPass: the journey's passes as the success page shows them. */
  async show(grant: string, departureKey: string, client: string): Promise<BoardingPassesResponse> {
    const { documents } = await this.#documents(grant, departureKey, client);
    const passes: BoardingPass[] = [];
    for (const document of documents) {
      passes.push({
        passengerKey: document.passengerKey,
        flightKey: document.flightKey,
        journeyKey: document.journeyKey,
        passengerName: `${document.lastName}/${document.firstName}`,
        infantName: document.infantName,
        locator: document.locator,
        carrierCode: document.carrierCode,
        flightNumber: document.flightNumber,
        origin: { code: document.origin.code, timeZone: document.origin.timeZone },
        destination: { code: document.destination.code, timeZone: document.destination.timeZone },
        departureUtc: document.departureUtc,
        arrivalUtc: document.arrivalUtc,
        boardingUtc: document.boardingUtc,
        gateClosesUtc: document.gateClosesUtc,
        seatCode: document.seatCode,
        compartment: document.compartment,
        fareFamily: document.fareFamily,
        sequenceNumber: document.sequenceNumber,
        bcbp: document.bcbp,
        barcodeDataUrl: svgDataUrl(barcodeSvg(document.bcbp)),
        googleWalletUrl: this.#google ? await googleWalletSaveUrl([document], this.#google) : null,
        appleWallet: this.#apple !== null,
      });
    }
    return { departureKey, boardingPasses: passes };
  }

  /** GET checkin/boarding-pass.pdf: every pass of the journey, or one passenger's. */
  async pdf(
    grant: string,
    query: { departureKey: string; size: BoardingPassPdfSize; passengerKey?: string | undefined },
    language: Language,
    client: string,
  ): Promise<BoardingPassFile> {
    const { reservation, documents } = await this.#documents(grant, query.departureKey, client);
    const chosen = documents.filter(
      (document) => query.passengerKey === undefined || document.passengerKey === query.passengerKey,
    );
    if (chosen.length === 0) throw appError('NOT_FOUND', { status: 404 });
    return {
      filename: `boarding-pass-${reservation.locator}-${query.size}.pdf`,
      contentType: 'application/pdf',
      body: await this.#safely(() => renderBoardingPassPdf(chosen, { language, size: query.size })),
    };
  }

  /** GET checkin/boarding-pass.ics: the checked-in flights with boarding and gate-closing alarms. */
  async ics(
    grant: string,
    departureKey: string,
    language: Language,
    client: string,
  ): Promise<BoardingPassFile> {
    const { reservation, documents } = await this.#documents(grant, departureKey, client);
    return {
      filename: `boarding-pass-${reservation.locator}.ics`,
      contentType: 'text/calendar; charset=utf-8',
      body: renderBoardingPassIcs(documents, language),
    };
  }

  /** GET checkin/boarding-pass.pkpass: one passenger's pass for one flight, signed (404 without a certificate). */
  async pkpass(
    grant: string,
    query: { departureKey: string; passengerKey?: string | undefined; flightKey?: string | undefined },
    language: Language,
    client: string,
  ): Promise<BoardingPassFile> {
    const signer = this.#apple;
    // Unsigned bundles are never offered: a phone refuses them.
    if (!signer) throw appError('NOT_FOUND', { status: 404 });
    const { reservation, documents } = await this.#documents(grant, query.departureKey, client);
    const document = documents.find(
      (candidate) =>
        candidate.passengerKey === query.passengerKey &&
        (query.flightKey === undefined || candidate.flightKey === query.flightKey),
    );
    if (!document) throw appError('NOT_FOUND', { status: 404 });
    return {
      filename: `boarding-pass-${reservation.locator}-${document.passengerKey}-${document.flightKey}.pkpass`,
      contentType: 'application/vnd.apple.pkpass',
      body: await this.#safely(() => buildPkpass(document, signer, language)),
    };
  }

  /** POST checkin/email: the journey's passes to the booking's contact, in the language asked. */
  async email(
    grant: string,
    body: { departureKey: string; languageCode?: string | undefined },
    requestLanguage: Language,
    client: string,
  ): Promise<{ sent: true; email: string }> {
    const { reservation, documents } = await this.#documents(grant, body.departureKey, client);
    const language =
      body.languageCode === undefined
        ? requestLanguage
        : isLanguage(body.languageCode)
          ? body.languageCode
          : invalidLanguage();
    const contact = reservation.contact;
    const to = contact.email;
    try {
      const email = await renderBoardingPassEmail({
        passes: documents,
        language,
        contactName: [contact.lastName, contact.middleName, contact.firstName]
          .filter((part) => part !== '')
          .join(' '),
        links: { checkin: `${this.app.config.PUBLIC_URL}/${language}/checkin` },
      });
      await sendBoardingPasses(this.app, to, email);
    } catch (error) {
      this.app.log.error({ err: error, reservationId: reservation.key }, 'boarding pass e-mail failed');
      throw appError('error.sendMailFail', { cause: error });
    }
    return { sent: true, email: to };
  }

  async #documents(
    grant: string,
    departureKey: string,
    client: string,
  ): Promise<{ reservation: ReservationDto; documents: BoardingPassDocument[] }> {
    const { reservation, journey, rows } = await this.checkins.checkedIn(grant, departureKey, client);
    const flights = await this.checkins.seatMapsOf(reservation, journey);
    const seatClassOf = (flightKey: string, seatCode: string) => {
      const index = journey.segments.findIndex((segment) => segment.key === flightKey);
      return flights[index]?.seats.get(seatCode)?.seatClass;
    };
    const documents = await this.#safely(() =>
      boardingPassDocuments(this.app.db, reservation, journey, rows, seatClassOf, this.app.clock.now()),
    );
    return { reservation, documents };
  }

  /** A document that cannot be made is our fault, said as requirements §8's checkin_fail_showBP. */
  async #safely<T>(make: () => Promise<T>): Promise<T> {
    try {
      return await make();
    } catch (error) {
      this.app.log.error({ err: error }, 'boarding pass could not be made');
      throw appError('checkin_fail_showBP', { cause: error });
    }
  }
}

function invalidLanguage(): never {
  throw appError('INVALID_LANGUAGE');
}
