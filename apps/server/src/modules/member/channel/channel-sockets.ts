import { CHANNEL_CLOSE_CODES, type ProfileChangedMessage } from '@skybook/contracts/member-channel';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { ProfileEvents } from './profile-events';

/** Sockets one member may hold open in one process: a few tabs and devices. */
export const MAX_SOCKETS_PER_MEMBER = 5;

interface OpenSocket {
  memberId: string;
  /** Whether the socket answered the last ping. */
  alive: boolean;
}

/**
 * The live channel's open sockets in this process (decision 034): each hears its member's profile
 * changes and is sent `{ type: 'profile.changed', reason, at }`; at most
 * {@link MAX_SOCKETS_PER_MEMBER} per member; pinged every heartbeat, and a socket that did not
 * answer the previous ping is cut (a laptop closed, a network gone), so dead sockets neither hold
 * a member's places nor listeners.
 */
export class ChannelSockets {
  readonly #sockets = new Map<WebSocket, OpenSocket>();
  readonly #perMember = new Map<string, number>();
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly events: ProfileEvents,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs: number,
  ) {}

  /** Sockets `memberId` holds open in this process. */
  countOf(memberId: string): number {
    return this.#perMember.get(memberId) ?? 0;
  }

  /** Whether `memberId` may open one more socket. */
  hasRoomFor(memberId: string): boolean {
    return this.countOf(memberId) < MAX_SOCKETS_PER_MEMBER;
  }

  /**
   * Serves `socket` to `memberId` until it closes. Over the limit (another socket of the member
   * opened between the check before the upgrade and now) it is closed with 4429.
   */
  open(socket: WebSocket, memberId: string): void {
    if (!this.hasRoomFor(memberId)) {
      socket.close(CHANNEL_CLOSE_CODES.SOCKETS_EXCEEDED, 'too many sockets');
      return;
    }
    const entry: OpenSocket = { memberId, alive: true };
    this.#sockets.set(socket, entry);
    this.#perMember.set(memberId, this.countOf(memberId) + 1);
    const unsubscribe = this.events.subscribe(memberId, ({ reason, at }) => {
      if (socket.readyState !== socket.OPEN) return;
      const message: ProfileChangedMessage = { type: 'profile.changed', reason, at };
      socket.send(JSON.stringify(message));
    });
    socket.on('pong', () => {
      entry.alive = true;
    });
    // The channel only pushes: whatever a browser sends is ignored (ws caps its size).
    socket.once('close', () => {
      unsubscribe();
      this.#sockets.delete(socket);
      const left = this.countOf(memberId) - 1;
      if (left > 0) this.#perMember.set(memberId, left);
      else this.#perMember.delete(memberId);
    });
  }

  startHeartbeat(): void {
    if (this.#heartbeat) return;
    this.#heartbeat = setInterval(() => {
      this.beat();
    }, this.heartbeatMs);
    this.#heartbeat.unref();
  }

  stopHeartbeat(): void {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
  }

  /** One heartbeat: cuts the sockets that did not answer the last ping, pings the others. */
  beat(): void {
    for (const [socket, entry] of this.#sockets) {
      if (!entry.alive) {
        this.log.debug('a live channel socket missed its heartbeat');
        socket.terminate();
        continue;
      }
      entry.alive = false;
      socket.ping();
    }
  }

  /** Open sockets in this process. */
  get size(): number {
    return this.#sockets.size;
  }
}
