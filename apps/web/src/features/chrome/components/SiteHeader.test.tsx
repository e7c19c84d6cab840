import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';

describe('site header', () => {
  it('links the logo home and offers sign-up, sign-in with fromPath, and support', async () => {
    await renderApp('/en/select-flight?from=SGN');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'Skybook – Home' })[0]).toHaveAttribute('href', '/en');
    const account = within(banner).getByRole('navigation', { name: 'Account and support' });
    expect(within(account).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/en/faq');
    expect(within(account).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en/signup');
    expect(within(account).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/en/signin?fromPath=${encodeURIComponent('/en/select-flight?from=SGN')}`,
    );
  });

  it('shows the page title in the mobile bar with a back button off the home page', async () => {
    await renderApp('/vi/checkin');
    const banner = await screen.findByRole('banner');
    expect(
      within(banner).getByText('Làm thủ tục trực tuyến', { selector: '.mobile-bar__title' }),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Quay lại' })).toBeInTheDocument();
  });

  it('has no back button on the home page', async () => {
    await renderApp('/vi');
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Quay lại' })).not.toBeInTheDocument();
  });

  it('opens the side menu, which closes when the visitor navigates', async () => {
    const { user, router } = await renderApp('/vi/e-sim');
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Đăng ký' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Trang chủ' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/vi');
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    });
  });

  it('applies a language from the mobile drawer only on Continue', async () => {
    const { user, router } = await renderApp('/vi/e-sim?step=2');
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: /Ngôn ngữ/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Chọn ngôn ngữ' });
    await user.click(within(drawer).getByRole('option', { name: /한국어/ }));
    expect(currentUrl(router)).toBe('/vi/e-sim?step=2');
    await user.click(within(drawer).getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/ko/e-sim?step=2');
    });
  });

  it('keeps the language when the mobile drawer is closed without Continue', async () => {
    const { user, router } = await renderApp('/vi/e-sim');
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: /Ngôn ngữ/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Chọn ngôn ngữ' });
    await user.click(within(drawer).getByRole('option', { name: /English/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Chọn ngôn ngữ' })).not.toBeInTheDocument();
    });
    expect(currentUrl(router)).toBe('/vi/e-sim');
  });
});
