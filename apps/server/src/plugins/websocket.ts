import fastifyWebsocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a browser may send on a socket: the server's channels only push, so little. */
const MAX_INCOMING_MESSAGE_BYTES = 4 * 1024;

/** How long a closing socket has to answer the close frame before it is cut. */
export const SOCKET_CLOSE_GRACE_MS = 1000;

/** Closes `sockets` with 1001 Going Away, and cuts those that have not closed after the grace. */
export async function closeSockets(sockets: Iterable<WebSocket>, graceMs: number): Promise<void> {
  const closing = [...sockets].map(
    (socket) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) {
          resolve();
          return;
        }
        const cut = setTimeout(() => {
          socket.terminate();
        }, graceMs);
        socket.once('close', () => {
          clearTimeout(cut);
          resolve();
        });
        socket.close(1001, 'server shutting down');
      }),
  );
  await Promise.all(closing);
}

/**
 * Websockets for the whole server (@fastify/websocket, registered once: it listens to the HTTP
 * server's upgrades and routes them through Fastify, so a route's hooks can refuse an upgrade with
 * an ordinary 4xx before it happens). An upgrade to a route without a websocket handler is closed.
 *
 * Graceful shutdown (design §5): an upgraded socket is no longer the HTTP server's, and its
 * close() would wait for it — up to ws's own 30 s for a client that never answers. Before the
 * server closes, every socket gets 1001 Going Away and {@link SOCKET_CLOSE_GRACE_MS} to answer,
 * then is cut.
 */
export const websocketPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyWebsocket, {
      options: { maxPayload: MAX_INCOMING_MESSAGE_BYTES },
      preClose: async function closeAllSockets(this: FastifyInstance) {
        await closeSockets(this.websocketServer.clients, SOCKET_CLOSE_GRACE_MS);
        await new Promise<void>((resolve) => {
          this.websocketServer.close(() => {
            resolve();
          });
        });
      },
    });
  },
  { name: 'websocket' },
);
