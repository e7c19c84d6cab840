import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/member-session';
import { callsTo, headerOf, json, stubManageFetch } from '../../../test/manage-fetch';
import { loginAnswer } from '../../../test/member.fixture';
import { useLiveProfile } from './live-profile';

const TICKETS = 'POST /member/api/v1/users/skyclub/channel-tickets';

/** A websocket the test drives: opened by the hook, messages and closes sent by the test. */
class FakeSocket extends EventTarget {
  static opened: FakeSocket[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {
    super();
    FakeSocket.opened.push(this);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  drop(code: number) {
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

describe('the live profile channel', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    saveLogin(loginAnswer('1'));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens the socket with a ticket bought with the bearer, refetches on a change, and closes with the page', async () => {
    let ticket = 0;
    const fetchMock = stubManageFetch({
      [TICKETS]: () => {
        ticket += 1;
        return json({
          ticket: `t${String(ticket)}`,
          expiresIn: 30,
          url: `ws://localhost/member/api/v1/channel?ticket=t${String(ticket)}`,
        });
      },
    });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const onChange = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(
      () => {
        useLiveProfile({ onChange });
      },
      { wrapper },
    );
    await waitFor(() => {
      expect(FakeSocket.opened).toHaveLength(1);
    });
    expect(FakeSocket.opened[0]?.url).toBe('ws://localhost/member/api/v1/channel?ticket=t1');
    expect(headerOf(callsTo(fetchMock, TICKETS)[0]?.[1], 'authorization')).toBe('Bearer access-1');

    FakeSocket.opened[0]?.receive({ type: 'profile.changed', reason: 'points', at: '2026-11-29T00:00:00Z' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member'] });
    expect(onChange).toHaveBeenCalledWith('points');
    FakeSocket.opened[0]?.receive({ type: 'something.else' });
    expect(onChange).toHaveBeenCalledTimes(1);

    // A lost connection comes back with a new ticket.
    FakeSocket.opened[0]?.drop(1006);
    await waitFor(
      () => {
        expect(FakeSocket.opened).toHaveLength(2);
      },
      { timeout: 3000 },
    );
    expect(FakeSocket.opened[1]?.url).toContain('ticket=t2');
    unmount();
    expect(FakeSocket.opened[1]?.closedWith).toBe(1000);
  });
});
