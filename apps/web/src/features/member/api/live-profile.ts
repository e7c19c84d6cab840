import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MEMBER_API, memberRequest } from '../../../lib/member-request';
import { readLogin } from '../../../lib/member-session';

/*
 * The live profile channel (requirements §4: a real-time channel delivers events that refresh the
 * profile; decision 034): a single-use ticket bought with the bearer token, then a websocket
 * opened with the ticket (the token never goes into a URL). Each message refetches the member's
 * queries; a lost connection reconnects with a new ticket, waiting longer each time.
 */

const loadTicketSchema = () =>
  import('@skybook/contracts/member-channel').then((module) => module.channelTicketResponseSchema);

/** 4429: the member already has the most sockets the server keeps (contracts CHANNEL_CLOSE_CODES). */
const SOCKETS_EXCEEDED = 4429;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 60_000;

export interface LiveProfileOptions {
  /** Called for each change the server announces (after the member's queries are invalidated). */
  readonly onChange?: (reason: string) => void;
}

/** Keeps the member's queries fresh while the page is open and a member is signed in. */
export function useLiveProfile(options: LiveProfileOptions = {}): void {
  const queryClient = useQueryClient();
  const { onChange } = options;

  useEffect(() => {
    let socket: WebSocket | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let stopped = false;
    // Read through a function: the effect's cleanup sets it while a ticket is being bought.
    const isStopped = () => stopped;

    const retry = () => {
      if (stopped) return;
      retryTimer = setTimeout(() => void open(), retryMs);
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    };

    const open = async () => {
      const login = readLogin();
      if (stopped || !login) return;
      let url: string;
      try {
        ({ url } = await memberRequest(
          'POST',
          `${MEMBER_API}/users/${login.provider}/channel-tickets`,
          loadTicketSchema,
          { body: {} },
        ));
      } catch {
        // Signed out (the member request ended the sign-in) or the service is unreachable.
        if (readLogin()) retry();
        return;
      }
      if (isStopped()) return;
      socket = new WebSocket(url);
      socket.addEventListener('open', () => {
        retryMs = FIRST_RETRY_MS;
      });
      socket.addEventListener('message', (event: MessageEvent<unknown>) => {
        let reason = 'profile';
        try {
          const message = JSON.parse(String(event.data)) as { type?: unknown; reason?: unknown };
          if (message.type !== 'profile.changed') return;
          if (typeof message.reason === 'string') reason = message.reason;
        } catch {
          return;
        }
        void queryClient.invalidateQueries({ queryKey: ['member'] });
        onChange?.(reason);
      });
      socket.addEventListener('close', (event) => {
        socket = undefined;
        if (event.code !== SOCKETS_EXCEEDED) retry();
      });
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.close(1000);
    };
  }, [queryClient, onChange]);
}
