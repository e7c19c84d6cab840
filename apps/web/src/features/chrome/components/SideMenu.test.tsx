import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { loadLanguage } from '../../../lib/i18n';
import { currentUrl, renderApp } from '../../../test/render-app';
import { contentFetch, requestUrl } from '../chrome.fixture';
import { SiteHeader } from './SiteHeader';

let content: ReturnType<typeof contentFetch>;

beforeEach(() => {
  content = contentFetch();
  vi.stubGlobal('fetch', vi.fn(content.fetchImpl));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSideMenu(path: string, openLabel = 'Open menu') {
  const app = await renderApp(path, { chromeRequests: 'test' });
  await app.user.click(await screen.findByRole('button', { name: openLabel }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  await within(menu).findByRole('button', { name: 'Plan and book' });
  return { ...app, menu };
}

describe('side menu', () => {
  it('lists home and the header menus: links for plain items, rows that open a level for the others', async () => {
    const { menu } = await openSideMenu('/en/checkin');
    const nav = within(menu).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(nav).getByRole('link', { name: 'Manage booking' })).toHaveAttribute(
      'href',
      '/en/my/search-booking',
    );
    expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en/pages/contact-us',
    );
    expect(within(nav).getByRole('button', { name: 'News and offers' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Book flights' })).not.toBeInTheDocument();
  });

  it('opens nested drawer levels with a back button and the parent as heading, moving focus', async () => {
    const { menu, user } = await openSideMenu('/en/checkin');
    await user.click(within(menu).getByRole('button', { name: 'Plan and book' }));
    const planHeading = within(menu).getByRole('heading', { level: 3, name: 'Plan and book' });
    expect(planHeading).toHaveFocus();
    expect(within(menu).getByRole('button', { name: 'Back to Menu' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Book flights' })).toHaveAttribute('href', '/en');
    expect(within(menu).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: 'Our network' }));
    expect(within(menu).getByRole('heading', { level: 3, name: 'Our network' })).toHaveFocus();
    expect(within(menu).getByRole('link', { name: 'Domestic routes' })).toHaveAttribute(
      'href',
      '/en/information/domestic-routes',
    );

    await user.click(within(menu).getByRole('button', { name: 'Back to Plan and book' }));
    expect(within(menu).getByRole('button', { name: 'Our network' })).toHaveFocus();
    await user.click(within(menu).getByRole('button', { name: 'Back to Menu' }));
    expect(within(menu).getByRole('button', { name: 'Plan and book' })).toHaveFocus();
  });

  it('goes back one level on Escape and closes the menu on Escape at the first level', async () => {
    const { menu, user } = await openSideMenu('/en/checkin');
    within(menu).getByRole('button', { name: 'Plan and book' }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(menu).getByRole('button', { name: 'Our network' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Our network' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(menu).getByRole('button', { name: 'Plan and book' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    });
  });

  it('follows a link from a nested level and closes on the navigation', async () => {
    const { menu, user, router } = await openSideMenu('/en/checkin');
    await user.click(within(menu).getByRole('button', { name: 'News and offers' }));
    await user.click(within(menu).getByRole('link', { name: /Promotions/ }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/news/promotions');
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    });
  });

  it('shows the social links of the footer info below the currency and language', async () => {
    const { menu } = await openSideMenu('/en/checkin');
    const social = await within(menu).findByRole('region', { name: 'Connect with Skybook' });
    expect(within(social).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/skybookvn',
    );
    expect(within(social).getByRole('link', { name: 'YouTube' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: /Currency/ })).toBeInTheDocument();
  });

  it('greets a member by name instead of offering sign-up and sign-in', async () => {
    // The member service arrives later; the header already takes the name.
    await loadLanguage('en');
    const router = createMemoryRouter(
      [
        {
          path: '/:lang/*',
          element: (
            <SiteHeader
              language="en"
              pageTitle="Online check-in"
              isHome={false}
              memberName="Nguyen Van An"
              languageSelector={null}
              mobileLanguageControl={null}
              currencySelector={null}
              mobileCurrencyControl={null}
            />
          ),
        },
      ],
      { initialEntries: ['/en/checkin'] },
    );
    const user = userEvent.setup();
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const account = await screen.findByRole('navigation', { name: 'Account and support' });
    expect(within(account).getByRole('link', { name: 'Nguyen Van An' })).toHaveAttribute(
      'href',
      '/en/profile/account',
    );
    expect(within(account).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByText('Hello, Nguyen Van An!')).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('says when the menus cannot be loaded and loads them again on Try again', async () => {
    let failures = 2;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        if (requestUrl(input).includes('placement=header') && failures > 0) {
          failures -= 1;
          return Promise.resolve(
            new Response(
              JSON.stringify({ errorCode: 'SERVICE_UNAVAILABLE', message: 'Down', requestId: 'r' }),
              {
                status: 503,
                headers: { 'content-type': 'application/json' },
              },
            ),
          );
        }
        return content.fetchImpl(input);
      }),
    );
    const { user } = await renderApp('/en/checkin', { chromeRequests: 'test' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const alert = await within(menu).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('The menu could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(menu).findByRole('button', { name: 'Plan and book' })).toBeInTheDocument();
  });
});
