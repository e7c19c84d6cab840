import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the page routes', () => {
  it('matches its path in any letter case, as the server does', async () => {
    await renderApp('/vi/FAQ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' })).toBeInTheDocument();
  });

  it('renders dynamic routes such as a booking by id', async () => {
    await renderApp('/ko/my/booking-detail/ABC123');
    expect(await screen.findByRole('heading', { level: 1, name: '예약 상세' })).toBeInTheDocument();
  });
});
