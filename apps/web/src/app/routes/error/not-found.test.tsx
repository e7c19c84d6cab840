import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';

describe('the not-found page', () => {
  it('is shown for an unknown path under a language, with a home button and an FAQ link', async () => {
    const { router } = await renderApp('/vi/khong-co-trang-nay');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nội dung bạn tìm không tồn tại hoặc đã được thay đổi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/vi');
    expect(screen.getByRole('link', { name: 'Xem câu hỏi thường gặp' })).toHaveAttribute('href', '/vi/faq');
    expect(currentUrl(router)).toBe('/vi/khong-co-trang-nay');
    expect(document.title).toBe('Không tìm thấy trang | Skybook');
  });

  it('is the /404 route too, in the language of the prefix', async () => {
    await renderApp('/en/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/en/faq');
  });

  it('takes the visitor home with its button', async () => {
    const { user, router } = await renderApp('/vi/khong-co-trang-nay');
    await user.click(await screen.findByRole('link', { name: 'Về trang chủ' }));
    // The home page's code loads first; the address changes with it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bay khắp nơi, giá nhẹ tênh' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/vi');
  });
});
