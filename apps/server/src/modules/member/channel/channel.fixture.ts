import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { ChannelTicketResponse, ProfileChangedMessage } from '@skybook/contracts/member-channel';
import type { LoginResponse } from '@skybook/contracts/member';
import { expect } from 'vitest';
import { WebSocket, type ClientOptions } from 'ws';

/*
 * The live channel in tests: tickets bought over HTTP, sockets opened with the `ws` client against
 * the listening test app, as a browser opens them.
 */

/** POST users/{provider}/channel-tickets with the member's bearer token. */
export function askTicket(origin: string, login: LoginResponse, provider: string = login.provider) {
  return fetch(`${origin}/member/api/v1/users/${provider}/channel-tickets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.accessToken}`, 'accept-language': 'en' },
  });
}

export async function ticketFor(origin: string, login: LoginResponse): Promise<ChannelTicketResponse> {
  const response = await askTicket(origin, login);
  expect(response.status).toBe(200);
  return (await response.json()) as ChannelTicketResponse;
}

/** An open channel and what it has received so far. */
export interface OpenChannel {
  socket: WebSocket;
  messages: ProfileChangedMessage[];
  /** The close code once the socket closed. */
  closed: Promise<number>;
  /** Resolves once `count` messages have arrived. */
  received(count: number): Promise<ProfileChangedMessage[]>;
}

/** A refused upgrade: the HTTP status and error code the server answered instead of 101. */
export interface RefusedChannel {
  status: number;
  errorCode: string;
}

/** Opens the websocket at `url`; answers the open channel, or the refusal. */
export function openChannel(url: string, options: ClientOptions = {}): Promise<OpenChannel | RefusedChannel> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options);
    const messages: ProfileChangedMessage[] = [];
    const waiters: (() => void)[] = [];
    socket.on('message', (data: Buffer) => {
      messages.push(JSON.parse(data.toString('utf8')) as ProfileChangedMessage);
      for (const wake of waiters.splice(0)) wake();
    });
    const closed = new Promise<number>((done) => {
      socket.once('close', (code) => {
        done(code);
      });
    });
    socket.once('open', () => {
      resolve({
        socket,
        messages,
        closed,
        received: async (count) => {
          while (messages.length < count) await new Promise<void>((wake) => waiters.push(wake));
          return messages;
        },
      });
    });
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => {
        const { errorCode } = JSON.parse(body) as { errorCode: string };
        resolve({ status: response.statusCode ?? 0, errorCode });
        socket.terminate();
      });
    });
    socket.once('error', reject);
  });
}

export function isOpen(channel: OpenChannel | RefusedChannel): channel is OpenChannel {
  return 'socket' in channel;
}

/** Opens a channel that must open. */
export async function mustOpen(url: string, options: ClientOptions = {}): Promise<OpenChannel> {
  const channel = await openChannel(url, options);
  if (!isOpen(channel)) throw new Error(`channel refused: ${channel.status} ${channel.errorCode}`);
  return channel;
}

/**
 * A client that completes the websocket handshake over a bare TCP socket and then never answers
 * anything: a browser tab frozen in the background, the case that would make a graceful
 * close wait.
 */
export function silentClient(url: string): Promise<Socket> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(target.port), target.hostname, () => {
      socket.write(
        [
          `GET ${target.pathname}${target.search} HTTP/1.1`,
          `Host: ${target.host}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
          'Sec-WebSocket-Version: 13',
          '',
          '',
        ].join('\r\n'),
      );
    });
    socket.once('data', (chunk: Buffer) => {
      if (!chunk.toString('latin1').startsWith('HTTP/1.1 101')) {
        reject(new Error(chunk.toString('latin1')));
        return;
      }
      // Reads (and drops) whatever comes, answers nothing: not even the close frame.
      socket.on('data', () => undefined);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** Waits until `check` holds, polling; fails after `ms`. */
export async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
