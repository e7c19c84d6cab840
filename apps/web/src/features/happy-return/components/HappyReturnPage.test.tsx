import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { happyReturnsToday } from '../form-rules';
import { SEARCH_RESULTS, envelope, happyReturnsFetch, json } from './happy-return.fixture';

const yesterday = (() => {
  const date = new Date(`${happyReturnsToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
})();

describe('the lost-and-found page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('searching found items', () => {
    let api: ReturnType<typeof happyReturnsFetch>;
    beforeEach(() => {
      api = happyReturnsFetch((request) =>
        request.path === '/happy-returns/v1/items/search-by-pax' ? json(SEARCH_RESULTS) : undefined,
      );
      vi.stubGlobal('fetch', api.mock);
    });

    it('lists the categories the office keeps', async () => {
      await renderApp('/en/happy-return');
      const section = await screen.findByRole('region', { name: 'What we keep' });
      expect(await within(section).findByText('Phones')).toBeInTheDocument();
      expect(within(section).getByText('Backpacks, handbags and suitcases')).toBeInTheDocument();
    });

    it('asks for a booking, a flight number or a date before searching', async () => {
      const { user } = await renderApp('/en/happy-return');
      const form = await screen.findByRole('form', { name: 'Search found items' });
      await user.click(within(form).getByRole('button', { name: 'Search' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Enter your booking code and family name, a flight number or a flight date',
      );
      await user.type(within(form).getByLabelText('Booking code'), 'abc12');
      await user.click(within(form).getByRole('button', { name: 'Search' }));
      expect(within(form).getByLabelText('Booking code')).toHaveAccessibleDescription(
        /The booking code has 6 letters and digits/,
      );
      // The passenger forms' wording for a missing field.
      expect(within(form).getByLabelText('Family name')).toHaveAccessibleDescription(
        'This field is required',
      );
      expect(api.sent.some((request) => request.method === 'POST')).toBe(false);
    });

    it('sends the criteria and lists the items found, each with its claim', async () => {
      const { user } = await renderApp('/en/happy-return');
      const form = await screen.findByRole('form', { name: 'Search found items' });
      await user.type(within(form).getByLabelText('Booking code'), 'qx7k2m');
      await user.type(within(form).getByLabelText('Family name'), 'Nguyễn');
      await user.type(within(form).getByLabelText('Flight date'), yesterday);
      await user.click(within(form).getByRole('button', { name: 'Search' }));

      const results = await screen.findByRole('region', { name: '2 items found' });
      expect(api.sent.find((request) => request.method === 'POST')).toEqual({
        method: 'POST',
        path: '/happy-returns/v1/items/search-by-pax',
        body: {
          bookingCode: 'QX7K2M',
          familyName: 'Nguyễn',
          flightNumber: '',
          flightDate: yesterday,
          categoryId: '',
        },
      });
      const cards = within(results).getAllByRole('article');
      expect(cards).toHaveLength(2);
      const [first, second] = cards;
      if (!first || !second) throw new Error('cards missing');
      expect(within(first).getByRole('heading', { name: 'Blue Samsung phone' })).toBeInTheDocument();
      expect(within(first).getByText('Matches your booking')).toBeInTheDocument();
      expect(within(first).getByText('HAN → SGN')).toBeInTheDocument();
      expect(within(second).getByText('A claim is being verified')).toBeInTheDocument();
      const claim = within(first).getByRole('link', { name: 'Claim this item' });
      expect(claim).toHaveAttribute('href', '/en/happy-return-claim?itemId=LFQ3WB77EC');
      expect(claim).toHaveAccessibleDescription('Blue Samsung phone');
      await waitFor(() => {
        expect(within(results).getByRole('heading', { name: '2 items found' })).toHaveFocus();
      });
    });

    it('says when nothing matches and offers the lost-item report', async () => {
      api.mock.mockImplementation((input) => {
        const url = new URL(typeof input === 'string' ? input : '', 'http://localhost');
        if (url.pathname === '/happy-returns/v1/items/search-by-pax') return json({ items: [], total: 0 });
        return json({ languageId: 'en', categories: [] });
      });
      const { user } = await renderApp('/en/happy-return');
      const form = await screen.findByRole('form', { name: 'Search found items' });
      await user.type(within(form).getByLabelText('Flight number'), 'vj131');
      await user.click(within(form).getByRole('button', { name: 'Search' }));
      const results = await screen.findByRole('region', { name: 'No item found' });
      expect(within(results).getByRole('link', { name: 'Report a lost item' })).toHaveAttribute(
        'href',
        '#hr-report',
      );
    });

    it('explains the search limit with the wait the server asks for', async () => {
      api.mock.mockImplementation((input) => {
        const url = new URL(typeof input === 'string' ? input : '', 'http://localhost');
        if (url.pathname === '/happy-returns/v1/items/search-by-pax')
          return json(envelope('RATE_LIMITED', 'Too many attempts.'), 429, { 'retry-after': '241' });
        return json({ languageId: 'en', categories: [] });
      });
      const { user } = await renderApp('/en/happy-return');
      const form = await screen.findByRole('form', { name: 'Search found items' });
      await user.type(within(form).getByLabelText('Flight number'), 'VJ131');
      await user.click(within(form).getByRole('button', { name: 'Search' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Too many searches or requests. Please try again in 5 minutes.',
      );
      expect(
        screen.queryByRole('region', { name: /^(No item found|\d+ items? found)$/ }),
      ).not.toBeInTheDocument();
    });
  });

  describe('reporting a lost item', () => {
    let api: ReturnType<typeof happyReturnsFetch>;
    beforeEach(() => {
      api = happyReturnsFetch((request) =>
        request.path === '/happy-returns/v1/request/inquiry'
          ? json(
              { reference: 'HR-2026-000123', status: 'received', submittedAt: '2026-11-21T03:00:00.000Z' },
              201,
            )
          : undefined,
      );
      vi.stubGlobal('fetch', api.mock);
    });

    async function openReport() {
      const rendered = await renderApp('/en/happy-return');
      const form = await screen.findByRole('form', { name: 'Report a lost item' });
      // The categories have arrived once the picker lists them.
      await within(form).findByRole('option', { name: 'Phones' });
      return { ...rendered, form };
    }

    it('checks every field with the contracts’ rules and names each problem', async () => {
      const { user, form } = await openReport();
      await user.click(within(form).getByRole('button', { name: 'Send the report' }));
      expect(within(form).getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription(
        'This field is required',
      );
      expect(within(form).getByRole('textbox', { name: /Flight number/ })).toHaveAccessibleDescription(
        /This field is required/,
      );
      expect(
        within(form).getByRole('group', { name: /Where do you think you left it/ }),
      ).toHaveAccessibleDescription('This field is required');
      expect(within(form).getByRole('alert')).toHaveTextContent(/fields need checking/);
      expect(within(form).getByRole('textbox', { name: /Full name/ })).toHaveFocus();

      await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'not-an-email');
      await user.type(within(form).getByRole('textbox', { name: /Flight number/ }), '12345');
      await user.type(within(form).getByRole('textbox', { name: /Description/ }), 'blue');
      await user.click(within(form).getByRole('button', { name: 'Send the report' }));
      expect(within(form).getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
        'Enter an email address such as name@example.com',
      );
      expect(within(form).getByRole('textbox', { name: /Flight number/ })).toHaveAccessibleDescription(
        /The flight number is not valid/,
      );
      expect(within(form).getByRole('textbox', { name: /Description/ })).toHaveAccessibleDescription(
        /4\/1000 characters.*at least 10 characters/,
      );
      expect(api.sent.some((request) => request.method === 'POST')).toBe(false);
    });

    it('asks the chosen category’s details, requiring those the catalogue requires', async () => {
      const { user, form } = await openReport();
      await user.selectOptions(within(form).getByRole('combobox', { name: /Category/ }), 'phone');
      const brand = await within(form).findByRole('combobox', { name: /Brand/ });
      expect(within(form).getByRole('textbox', { name: 'Case colour' })).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Send the report' }));
      expect(brand).toHaveAccessibleDescription('This field is required');
      await user.selectOptions(within(form).getByRole('combobox', { name: /Category/ }), 'bag');
      await waitFor(() => {
        expect(within(form).queryByRole('combobox', { name: /Brand/ })).not.toBeInTheDocument();
      });
    });

    it('sends the report and shows the reference to quote', async () => {
      const { user, form } = await openReport();
      await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Nguyễn Thị Lan');
      await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'lan@example.com');
      await user.selectOptions(within(form).getByRole('combobox', { name: /Country code/ }), '+65');
      await user.type(within(form).getByRole('textbox', { name: /Phone number/ }), '912-345-678');
      await user.type(within(form).getByRole('textbox', { name: /Flight number/ }), 'vj 131');
      await user.type(within(form).getByLabelText(/Flight date/), yesterday);
      await user.selectOptions(within(form).getByRole('combobox', { name: /Category/ }), 'phone');
      await user.selectOptions(await within(form).findByRole('combobox', { name: /Brand/ }), 'samsung');
      await user.type(
        within(form).getByRole('textbox', { name: /Description/ }),
        'Blue phone, cracked corner',
      );
      await user.click(within(form).getByRole('radio', { name: 'On board' }));
      await user.type(within(form).getByRole('textbox', { name: /More about where/ }), 'Seat 12C');
      await user.click(within(form).getByRole('button', { name: 'Send the report' }));

      const confirmation = await screen.findByRole('region', { name: 'We have received your report' });
      expect(within(confirmation).getByText('HR-2026-000123')).toBeInTheDocument();
      expect(
        within(confirmation).getByRole('heading', { name: 'We have received your report' }),
      ).toHaveFocus();
      expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({
        contactName: 'Nguyễn Thị Lan',
        email: 'lan@example.com',
        phoneCode: '+65',
        phoneNumber: '912345678',
        flightNumber: 'VJ 131',
        flightDate: yesterday,
        categoryId: 'phone',
        properties: { phoneBrand: 'samsung' },
        description: 'Blue phone, cracked corner',
        lostPlace: 'onboard',
        lostPlaceDetail: 'Seat 12C',
      });
      await user.click(within(confirmation).getByRole('button', { name: 'Report another item' }));
      expect(await screen.findByRole('form', { name: 'Report a lost item' })).toBeInTheDocument();
    });

    it('puts the server’s field problems on their fields', async () => {
      api.mock.mockImplementation((input, init) => {
        const url = new URL(typeof input === 'string' ? input : '', 'http://localhost');
        if (init?.method === 'POST')
          return json(
            envelope('INVALID_TELEPHONE', 'Invalid form', {
              issues: [
                { path: 'body.phoneNumber', code: 'invalidPhone', message: 'Số điện thoại không hợp lệ' },
              ],
            }),
            400,
          );
        return happyReturnsFetch().mock(url.href, init);
      });
      const { user, form } = await openReport();
      await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Lan Nguyen');
      await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'lan@example.com');
      await user.type(within(form).getByRole('textbox', { name: /Phone number/ }), '0912345678');
      await user.type(within(form).getByRole('textbox', { name: /Flight number/ }), 'VJ131');
      await user.type(within(form).getByLabelText(/Flight date/), yesterday);
      await user.selectOptions(within(form).getByRole('combobox', { name: /Category/ }), 'bag');
      await user.type(
        within(form).getByRole('textbox', { name: /Description/ }),
        'Black backpack with a laptop',
      );
      await user.click(within(form).getByRole('radio', { name: 'Not sure' }));
      await user.click(within(form).getByRole('button', { name: 'Send the report' }));
      // The rules' key, so the message reads as the form's own in the page language.
      await waitFor(() => {
        expect(within(form).getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(
          /A phone number has 8 to 11 digits/,
        );
      });
      expect(within(form).getByRole('textbox', { name: /Phone number/ })).toHaveFocus();
    });
  });
});
