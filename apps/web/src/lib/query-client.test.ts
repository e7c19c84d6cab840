import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retriesRead } from './query-client';

describe('retriesRead', () => {
  it('tries a failed read once more when the connection or the server failed', () => {
    expect(retriesRead(0, new ApiError(0, 'SERVICE_UNAVAILABLE', 'offline'))).toBe(true);
    expect(retriesRead(0, new ApiError(503, 'SERVICE_UNAVAILABLE', 'down'))).toBe(true);
    expect(retriesRead(0, new ApiError(408, 'SERVICE_UNAVAILABLE', 'timeout'))).toBe(true);
    expect(retriesRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retriesRead(1, new ApiError(503, 'SERVICE_UNAVAILABLE', 'down'))).toBe(false);
  });

  it('takes a refusal as the answer: a missing page shows at once', () => {
    expect(retriesRead(0, new ApiError(404, 'NOT_FOUND', 'no such page'))).toBe(false);
    expect(retriesRead(0, new ApiError(400, 'INVALID_REQUEST', 'bad'))).toBe(false);
    expect(retriesRead(0, new ApiError(429, 'RATE_LIMITED', 'later'))).toBe(false);
  });
});
