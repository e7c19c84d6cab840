/** Tickets of the live profile channel (migration 0032-member-channel; decision 034). */
export interface MemberChannelTables {
  /**
   * A ticket a member's bearer token bought to open one websocket: used once, within its 30
   * seconds, then deleted. Kept in the database so any process can take a ticket another issued.
   */
  member_channel_ticket: {
    /** SHA-256 of the ticket, hex: the ticket itself is never stored. */
    ticket_hash: string;
    /** The member the socket will serve (no foreign key, as the wallet and points). */
    member_id: string;
    /** When the ticket stops opening a socket (ISO-8601 UTC, the server's clock). */
    expires_at: string;
    created_at: string;
  };
}
