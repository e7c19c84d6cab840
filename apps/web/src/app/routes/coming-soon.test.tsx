import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('a page a later issue builds', () => {
  it('renders its translated title and a coming-soon panel that names its area', async () => {
    const { container } = await renderApp('/en/profile/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const panel = container.querySelector('[data-placeholder="true"]');
    expect(panel).not.toBeNull();
    expect(panel).toHaveTextContent('Coming soon');
    expect(panel).toHaveTextContent('This page is part of Member profile');
    expect(document.title).toBe('My account | Skybook');
    expect(document.documentElement.lang).toBe('en');
  });

  it('matches its path in any letter case, as the server does', async () => {
    await renderApp('/vi/FAQ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' })).toBeInTheDocument();
  });

  it('renders dynamic routes such as a booking by id', async () => {
    await renderApp('/ko/my/booking-detail/ABC123');
    expect(await screen.findByRole('heading', { level: 1, name: '예약 상세' })).toBeInTheDocument();
  });
});
