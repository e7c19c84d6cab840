/** Extras bought after booking (migration 0022-service-changes; decision 024). */
export interface ServiceChangeTables {
  /**
   * An addition of extras to a Paid booking, waiting for its payment: the booking's document and
   * total already include it and its seats are held. Closed `paid` once the booking's paid amount
   * covers its total (its seats then sold), or `reverted` after `due_at` unpaid (the lines taken out
   * of the document, the total lowered, the seats released). At most one `pending` per booking.
   */
  service_change: {
    /** 32 lowercase hex digits from a CSPRNG. */
    id: string;
    reservation_id: string;
    /** `pending`, `paid`, `reverted`. */
    status: string;
    /** Minor units of the booking's currency: what the addition raised the total by (> 0). */
    amount: number;
    /**
     * JSON text: what was added to the document, `{ charges, seatSelections, ancillaryPurchases,
     * insurance }` (contracts/reservation-model entries), removed one by one on revert.
     */
    added: string;
    /** JSON text: the seats taken, `[{ flightId, seatCode, passengerKey }]`. */
    seats: string;
    /** ISO-8601 UTC: unpaid by then, the addition is reverted. */
    due_at: string;
    created_at: string;
    closed_at: string | null;
  };
  /**
   * A change of flights of a Paid booking that left a balance to pay (migration
   * 0023-journey-changes; decision 025). The booking's document already shows the new flights and
   * its total and due the balance; both the old and the new flights' fare seats and seats are held
   * meanwhile. Closed `paid` once the captures cover the total (the old flights' inventory then
   * given back, the new seats sold), or `reverted` after `due_at` unpaid (the flights, charges,
   * seats and extras of `document_before` restored, the total lowered, the new inventory given
   * back). At most one `pending` per booking.
   */
  journey_change: {
    id: string;
    reservation_id: string;
    /** `pending`, `paid`, `reverted`. */
    status: string;
    /** The balance the change opened (> 0), minor units of the booking's currency. */
    amount: number;
    /** JSON text: the booking's document before the change (contracts ReservationCore). */
    document_before: string;
    /** JSON text: the replaced flights' ids, whose inventory is given back once paid. */
    old_flight_ids: string;
    /** JSON text: the new flights' ids, whose inventory is given back on revert. */
    new_flight_ids: string;
    due_at: string;
    created_at: string;
    closed_at: string | null;
  };
}
