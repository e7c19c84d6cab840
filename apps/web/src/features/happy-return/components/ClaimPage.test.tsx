import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { FOUND_ITEM, envelope, happyReturnsFetch, json } from './happy-return.fixture';

const CLAIM_PAGE = `/en/happy-return-claim?itemId=${FOUND_ITEM.id}`;

const claimAnswer = (fields: Record<string, unknown> = {}) => ({
  reference: 'HR-2026-000124',
  itemId: FOUND_ITEM.id,
  status: 'pending',
  itemStatus: 'claimPending',
  returnMethod: 'courier',
  submittedAt: '2026-11-21T03:10:00.000Z',
  isRepeat: false,
  ...fields,
});

describe('the claim page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the found item as a traveller may see it', async () => {
    vi.stubGlobal('fetch', happyReturnsFetch().mock);
    await renderApp(CLAIM_PAGE);
    const item = await screen.findByRole('article', { name: 'Blue Samsung phone' });
    expect(within(item).getByText('Kept by the lost-and-found office')).toBeInTheDocument();
    expect(within(item).getByText('Hanoi (HAN) → Ho Chi Minh City (SGN)')).toBeInTheDocument();
    expect(within(item).getByText('Seat pocket, rows 11–15')).toBeInTheDocument();
    expect(
      within(item).getByText('Lost-and-found office, Tan Son Nhat International Airport (SGN)'),
    ).toBeInTheDocument();
    expect(within(item).getByText('Samsung')).toBeInTheDocument();
  });

  it('asks for the address only when the item goes by courier, and checks the claim with the rules', async () => {
    const api = happyReturnsFetch();
    vi.stubGlobal('fetch', api.mock);
    const { user } = await renderApp(CLAIM_PAGE);
    const form = await screen.findByRole('form', { name: 'Claim this item' });
    expect(within(form).queryByRole('textbox', { name: /Delivery address/ })).not.toBeInTheDocument();
    expect(
      within(form).getByRole('radio', {
        name: 'Collect it at the lost-and-found office, Tan Son Nhat International Airport',
      }),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: /courier/ }));
    await user.type(within(form).getByRole('textbox', { name: /Booking code/ }), 'ab2');
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }));
    expect(within(form).getByRole('textbox', { name: /Delivery address/ })).toHaveAccessibleDescription(
      /This field is required/,
    );
    expect(within(form).getByRole('textbox', { name: /Booking code/ })).toHaveAccessibleDescription(
      /The booking code has 6 letters and digits/,
    );
    expect(within(form).getByRole('textbox', { name: /Why is this item yours/ })).toHaveAccessibleDescription(
      /This field is required/,
    );
    expect(api.sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the claim and shows its reference', async () => {
    const api = happyReturnsFetch((request) =>
      request.method === 'POST' ? json(claimAnswer(), 201) : undefined,
    );
    vi.stubGlobal('fetch', api.mock);
    const { user } = await renderApp(CLAIM_PAGE);
    const form = await screen.findByRole('form', { name: 'Claim this item' });
    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Trần Minh');
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'minh@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Phone number/ }), '0987654321');
    await user.type(within(form).getByRole('textbox', { name: /Booking code/ }), 'qx7k2m');
    await user.type(
      within(form).getByRole('textbox', { name: /Why is this item yours/ }),
      'The wallpaper is a photo of my dog; the corner is cracked.',
    );
    await user.click(within(form).getByRole('radio', { name: /courier/ }));
    await user.type(
      within(form).getByRole('textbox', { name: /Delivery address/ }),
      '12 Nguyen Hue, District 1, Ho Chi Minh City',
    );
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }));

    const confirmation = await screen.findByRole('region', { name: 'We have received your claim' });
    expect(within(confirmation).getByText('HR-2026-000124')).toBeInTheDocument();
    expect(within(confirmation).getByText(/will verify your claim/)).toBeInTheDocument();
    expect(
      within(confirmation).getByRole('link', { name: 'Back to the lost-and-found search' }),
    ).toHaveAttribute('href', '/en/happy-return');
    const post = api.sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe(`/happy-returns/v1/request/claim/${FOUND_ITEM.id}`);
    expect(post?.body).toEqual({
      fullName: 'Trần Minh',
      email: 'minh@example.com',
      phoneCode: '+84',
      phoneNumber: '0987654321',
      bookingCode: 'QX7K2M',
      proof: 'The wallpaper is a photo of my dog; the corner is cracked.',
      returnMethod: 'courier',
      deliveryAddress: '12 Nguyen Hue, District 1, Ho Chi Minh City',
    });
  });

  it('says when a claim is queued behind another one', async () => {
    vi.stubGlobal(
      'fetch',
      happyReturnsFetch((request) =>
        request.method === 'POST'
          ? json(claimAnswer({ status: 'queued', returnMethod: 'airportOffice' }), 201)
          : undefined,
      ).mock,
    );
    const { user } = await renderApp(CLAIM_PAGE);
    const form = await screen.findByRole('form', { name: 'Claim this item' });
    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Tran Minh');
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'minh@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Phone number/ }), '0987654321');
    await user.type(within(form).getByRole('textbox', { name: /Booking code/ }), 'QX7K2M');
    await user.type(
      within(form).getByRole('textbox', { name: /Why is this item yours/ }),
      'It has my initials T.M.',
    );
    await user.click(within(form).getByRole('radio', { name: /Collect it/ }));
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findByText(/Another claim for this item is being verified/)).toBeInTheDocument();
  });

  it('shows the server’s message when the item was returned meanwhile, and no longer offers the form', async () => {
    let returned = false;
    vi.stubGlobal(
      'fetch',
      happyReturnsFetch((request) => {
        if (request.method === 'POST') {
          returned = true;
          return json(
            envelope('ITEM_ALREADY_RETURNED', 'This item has already been returned to its owner.'),
            409,
          );
        }
        if (request.path.endsWith('/pax') && returned)
          return json({ ...FOUND_ITEM, status: 'returned', canClaim: false });
        return undefined;
      }).mock,
    );
    const { user } = await renderApp(CLAIM_PAGE);
    const form = await screen.findByRole('form', { name: 'Claim this item' });
    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Tran Minh');
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'minh@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Phone number/ }), '0987654321');
    await user.type(within(form).getByRole('textbox', { name: /Booking code/ }), 'QX7K2M');
    await user.type(
      within(form).getByRole('textbox', { name: /Why is this item yours/ }),
      'It has my initials T.M.',
    );
    await user.click(within(form).getByRole('radio', { name: /Collect it/ }));
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findByText(/can no longer be claimed/)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('form', { name: 'Claim this item' })).not.toBeInTheDocument();
    });
    expect(screen.getByText('Returned to its owner')).toBeInTheDocument();
  });

  it('sends a traveller without an item to the search, and says when the item is unknown', async () => {
    vi.stubGlobal('fetch', happyReturnsFetch().mock);
    const first = await renderApp('/en/happy-return-claim');
    expect(await screen.findByRole('heading', { name: 'No item chosen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search found items' })).toHaveAttribute(
      'href',
      '/en/happy-return',
    );
    first.unmount();

    await renderApp('/en/happy-return-claim?itemId=LFZZZZZZZZ');
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
  });

  it('offers a retry when the item cannot be loaded', async () => {
    let failing = true;
    vi.stubGlobal(
      'fetch',
      happyReturnsFetch((request) =>
        request.path.endsWith('/pax') && failing
          ? json(envelope('INTERNAL_ERROR', 'Internal Server Error.'), 500)
          : undefined,
      ).mock,
    );
    const { user } = await renderApp(CLAIM_PAGE);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('The item could not be loaded. Please try again.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Blue Samsung phone' })).toBeInTheDocument();
  });
});
