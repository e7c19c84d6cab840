import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CaptchaStatus } from '../components/booking-lookup/CaptchaStatus';
import { ApiError } from './api-client';
import { withCaptcha } from './captcha-retry';
import { i18n, loadLanguage } from './i18n';

// The solver (its worker) is the browser's; here a challenge is "solved" when the test says so.
let finishSolving: (solution: string) => void = () => undefined;
const solveCaptcha = vi.fn(
  () =>
    new Promise<string>((resolve) => {
      finishSolving = resolve;
    }),
);
vi.mock('./captcha/solve-captcha', () => ({ solveCaptcha }));

const refusal = (code: 'CAPTCHA_REQUIRED' | 'CAPTCHA_EXPIRED' | 'BOOKING_NOT_FOUND') =>
  new ApiError(code === 'BOOKING_NOT_FOUND' ? 404 : 428, code, 'refused');

beforeAll(async () => {
  await loadLanguage('en');
});
afterEach(() => {
  solveCaptcha.mockClear();
});

describe('withCaptcha', () => {
  it('sends the call once, without a header, when the server does not ask', async () => {
    const call = vi.fn((headers: Readonly<Record<string, string>>) => Promise.resolve(headers));
    await expect(withCaptcha(call)).resolves.toEqual({});
    expect(call).toHaveBeenCalledTimes(1);
    expect(solveCaptcha).not.toHaveBeenCalled();
  });

  it('on CAPTCHA_REQUIRED solves a challenge, says so in the live region, and sends the call again with it', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <CaptchaStatus />
      </I18nextProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    const call = vi
      .fn<(headers: Readonly<Record<string, string>>) => Promise<string>>()
      .mockRejectedValueOnce(refusal('CAPTCHA_REQUIRED'))
      .mockResolvedValueOnce('booked');
    const result = withCaptcha(call);
    await vi.waitFor(() => {
      expect(solveCaptcha).toHaveBeenCalledTimes(1);
    });
    expect(status.textContent).toBe('Checking that you are not a robot…');
    await act(async () => {
      finishSolving('c29sdmVk');
      await result;
    });
    await expect(result).resolves.toBe('booked');
    expect(call.mock.calls).toEqual([[{}], [{ 'x-captcha': 'c29sdmVk' }]]);
    expect(status.textContent).toBe('');
  });

  it('solves a fresh challenge for an expired one, and leaves other failures and a second refusal to the caller', async () => {
    const call = vi
      .fn<(headers: Readonly<Record<string, string>>) => Promise<string>>()
      .mockRejectedValueOnce(refusal('CAPTCHA_EXPIRED'))
      .mockRejectedValueOnce(refusal('CAPTCHA_REQUIRED'));
    const result = withCaptcha(call);
    await vi.waitFor(() => {
      expect(solveCaptcha).toHaveBeenCalledTimes(1);
    });
    finishSolving('c29sdmVk');
    await expect(result).rejects.toMatchObject({ errorCode: 'CAPTCHA_REQUIRED' });
    expect(call).toHaveBeenCalledTimes(2);

    const notFound = vi.fn(() => Promise.reject(refusal('BOOKING_NOT_FOUND')));
    await expect(withCaptcha(notFound)).rejects.toMatchObject({ errorCode: 'BOOKING_NOT_FOUND' });
    expect(notFound).toHaveBeenCalledTimes(1);
    expect(solveCaptcha).toHaveBeenCalledTimes(1);
  });
});
