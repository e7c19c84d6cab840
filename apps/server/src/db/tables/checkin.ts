/** Online check-in (migration 0024-checkin; decision 026). */
export interface CheckinTables {
  /**
   * One passenger checked in on one flight. Undoing it (un-check-in) sets `cancelled_at` and keeps
   * the row, so a sequence number is never handed out twice on a flight; at most one live row per
   * booking, passenger and flight (a partial unique index).
   */
  checkin: {
    /** 32 lowercase hex digits from a CSPRNG; the Apple Wallet pass's serial is derived from it. */
    id: string;
    reservation_id: string;
    passenger_key: string;
    journey_key: string;
    flight_id: number;
    /** The seat on the boarding pass. */
    seat_code: string;
    /**
     * 1 when the seat was given at check-in (chosen free or assigned): its `seat_assignment` row is
     * released when check-in is undone. 0 for a seat bought with the booking or as an extra.
     */
    seat_from_checkin: number;
    /** The flight's check-in sequence number (BCBP), unique per flight, from 1. */
    sequence_number: number;
    /**
     * JSON text `{ number, nationality, expiresOn }` for an international flight, else null. Never
     * logged, never answered in full (the pages show it masked).
     */
    travel_document: string | null;
    checked_in_at: string;
    cancelled_at: string | null;
  };
}
