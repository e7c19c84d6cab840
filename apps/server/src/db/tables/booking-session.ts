/** Booking sessions and seat holds, created by migration 0007-booking-session. */
export interface BookingSessionTables {
  /**
   * A traveller's booking in progress (requirements §3 Session): opened when every flight is chosen, it
   * keeps the verified booking keys and, once the quotation accepted them, the passengers and
   * extras the booking will be created from. Forgotten at `expires_at` (sliding, see
   * BOOKING_SESSION_TTL_MINUTES); expired rows are deleted by the next session opened.
   */
  booking_session: {
    /** 32 lowercase hex digits from a CSPRNG. */
    id: string;
    /** `oneway`, `roundTrip`, `stopover`. */
    trip_type: string;
    currency: string;
    /** JSON text: the booking keys in travel order. */
    booking_keys: string;
    /**
     * JSON text, what opening the session worked out from the flights:
     * `{ domestic: boolean[] (per journey), requiresDocuments: boolean, ageReferenceDate: 'YYYY-MM-DD' }`.
     */
    facts: string;
    /** JSON text: the last valid PassengerDetails (contracts/passengers), or null. */
    details: string | null;
    /** JSON text: the last valid ServiceSelection (contracts/quotation), or null. */
    services: string | null;
    /** JSON text: the last quotation answered (contracts/quotation Quotation), or null. */
    quotation: string | null;
    /** ISO-8601 UTC instants. */
    created_at: string;
    updated_at: string;
    expires_at: string;
  };
  /**
   * A seat of a flight held or sold to a passenger of a reservation (issue 5 writes these with
   * conditional inserts; the primary key makes a second hold of the same seat fail). The seat map
   * shows every seat here as unavailable.
   */
  seat_assignment: {
    flight_id: number;
    seat_code: string;
    passenger_key: string;
    /** `held` (unpaid booking) or `sold`. */
    status: string;
    reservation_id: string | null;
    created_at: string;
  };
}
