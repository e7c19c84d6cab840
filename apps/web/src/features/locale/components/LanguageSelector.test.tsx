import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageAlternates } from '../../../stores/page-alternates';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  usePageAlternates.getState().setAlternates(null);
});

async function openSelector(path: string) {
  const app = await renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' }));
  const dialog = await screen.findByRole('dialog', { name: 'Chọn ngôn ngữ' });
  return { ...app, dialog };
}

describe('desktop language selector', () => {
  it('lists all eight languages, each in its own language, with the current one selected', async () => {
    const { dialog } = await openSelector('/vi/select-flight');
    const options = within(dialog).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(within(dialog).getByRole('option', { name: /Tiếng Việt/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('option', { name: /Русский/ })).toBeInTheDocument();
  });

  it('filters by name with case and accents ignored', async () => {
    const { dialog, user } = await openSelector('/vi/select-flight');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Tìm ngôn ngữ' }), 'TIENG viet');
    const options = within(dialog).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Tiếng Việt');
  });

  it('filters by short name', async () => {
    const { dialog, user } = await openSelector('/vi');
    await user.type(within(dialog).getByRole('searchbox'), 'zh');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('简体中文'), expect.stringContaining('繁體中文')]);
  });

  it('shows a no-data message when nothing matches', async () => {
    const { dialog, user } = await openSelector('/vi');
    await user.type(within(dialog).getByRole('searchbox'), 'klingon');
    // React Aria renders the empty state as the list's only row, so screen readers announce it.
    expect(within(dialog).getByRole('option')).toHaveTextContent('Không có dữ liệu');
    expect(within(dialog).queryByRole('option', { name: /English/ })).not.toBeInTheDocument();
  });

  it('switches language at once and keeps the rest of the path and the query', async () => {
    const { dialog, user, router } = await openSelector('/vi/select-flight?x=1');
    await user.click(within(dialog).getByRole('option', { name: /English/ }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/select-flight?x=1');
    });
    expect(await screen.findByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('en');
    });
  });

  it('can be chosen by keyboard alone: type, Tab into the list, arrows, Enter', async () => {
    const { dialog, user, router } = await openSelector('/vi/e-sim');
    expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    await user.keyboard('русс');
    await user.tab();
    expect(within(dialog).getByRole('option', { name: /Русский/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/ru/e-sim');
    });
  });

  it('closes on Escape and starts with an empty search when opened again', async () => {
    const { dialog, user } = await openSelector('/vi');
    await user.type(within(dialog).getByRole('searchbox'), 'klingon');
    await user.keyboard('{Escape}{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' }));
    const reopened = await screen.findByRole('dialog', { name: 'Chọn ngôn ngữ' });
    expect(within(reopened).getByRole('searchbox')).toHaveValue('');
    expect(within(reopened).getAllByRole('option')).toHaveLength(8);
  });

  it("goes to the page's equivalent in the new language when the page published one", async () => {
    const { dialog, user, router } = await openSelector('/vi/checkin?step=1');
    act(() => {
      usePageAlternates.getState().setAlternates({
        pathname: '/vi/checkin',
        paths: { vi: '/checkin', en: '/my/search-booking' },
      });
    });
    await user.click(within(dialog).getByRole('option', { name: /English/ }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/search-booking?step=1');
    });
  });

  it('ignores equivalents another page published and keeps the path', async () => {
    const { dialog, user, router } = await openSelector('/vi/checkin');
    act(() => {
      usePageAlternates.getState().setAlternates({
        pathname: '/vi/pages/hanh-ly',
        paths: { vi: '/pages/hanh-ly', en: '/pages/baggage' },
      });
    });
    await user.click(within(dialog).getByRole('option', { name: /English/ }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin');
    });
  });
});
