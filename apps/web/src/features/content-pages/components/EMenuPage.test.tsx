import { emenuCatalogueSchema, type EmenuCatalogueDto } from '@skybook/contracts/content-store/emenu';
import { foldForSearch } from '@skybook/domain/text-search';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { renderApp } from '../../../test/render-app';
import { jsonResponse, stubContentApi } from '../content-pages.fixture';

const CONDITIONS = [
  { id: 'vegetarian', name: 'Vegetarian', description: 'No meat, fish or seafood.' },
  { id: 'contains-nuts', name: 'Contains nuts', description: 'Contains peanuts, cashews or other nuts.' },
];

/** The content API's e-menu, in US dollars, cut by the name asked for as the server would. */
function catalogueOf(url: URL): EmenuCatalogueDto {
  const name = url.searchParams.get('name') ?? '';
  const currency = url.searchParams.get('currency') === 'USD' ? 'USD' : 'VND';
  const price = (vnd: number) => ({ currency, amount: currency === 'USD' ? Math.round(vnd / 254.5) : vnd });
  const categories = [
    {
      id: 'hot-meals',
      name: 'Hot dishes',
      items: [
        {
          id: 'pho-bo',
          categoryId: 'hot-meals',
          name: 'Hanoi beef pho',
          description: 'Rice noodles, beef, broth simmered for 8 hours.',
          image: '/content/media/emenu/pho-bo.svg',
          price: price(95_000),
          conditions: [],
        },
        {
          id: 'mi-xao-chay',
          categoryId: 'hot-meals',
          name: 'Vegetarian fried noodles',
          description: 'Noodles with mushrooms, choy sum and tofu.',
          image: '/content/media/emenu/mi-xao-chay.svg',
          price: price(85_000),
          conditions: [{ id: 'vegetarian', name: 'Vegetarian' }],
        },
      ],
    },
    {
      id: 'snacks',
      name: 'Snacks',
      items: [
        {
          id: 'hat-dieu',
          categoryId: 'snacks',
          name: 'Binh Phuoc salted cashews',
          description: '80 g pack.',
          image: '/content/media/emenu/hat-dieu.svg',
          price: price(45_000),
          conditions: [
            { id: 'vegetarian', name: 'Vegetarian' },
            { id: 'contains-nuts', name: 'Contains nuts' },
          ],
        },
      ],
    },
  ]
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => foldForSearch(item.name).includes(foldForSearch(name))),
    }))
    .filter((category) => category.items.length > 0);
  return emenuCatalogueSchema.parse({
    languageId: 'en',
    currency,
    name,
    categories,
    conditions: CONDITIONS,
    total: categories.reduce((sum, category) => sum + category.items.length, 0),
    footnote: 'Dishes may vary by route.',
  });
}

const catalogue = (url: URL) => jsonResponse(catalogueOf(url));

describe('the e-menu page', () => {
  beforeEach(() => {
    useBookingDraft.getState().reset();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the dishes and drinks by category with pictures, prices in the chosen currency and dietary labels', async () => {
    useBookingDraft.getState().setCurrency('USD');
    const { calls } = stubContentApi({ '/content/api/v1/items/en': catalogue });
    await renderApp('/en/e-menu');
    const menu = await screen.findByRole('region', { name: 'Dishes and drinks' });
    expect(within(menu).getByText('Prices in USD, VAT included.')).toBeInTheDocument();
    const hot = await within(menu).findByRole('region', { name: 'Hot dishes' });
    expect(
      within(hot)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Hanoi beef pho', 'Vegetarian fried noodles']);
    const [pho, noodles] = within(hot).getAllByRole('listitem');
    if (!pho || !noodles) throw new Error('items missing');
    expect(within(pho).getByText('$3.73')).toBeInTheDocument();
    expect(pho.querySelector('img')).toHaveAttribute('src', '/content/media/emenu/pho-bo.svg');
    expect(pho.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(noodles).getByRole('list', { name: 'Dietary information' })).toHaveTextContent(
      'Vegetarian',
    );
    expect(within(menu).getByRole('navigation', { name: 'Menu categories' })).toHaveTextContent(
      'Hot dishesSnacks',
    );
    expect(within(menu).getByRole('region', { name: 'Dietary labels' })).toHaveTextContent(
      'Contains peanuts, cashews or other nuts.',
    );
    // Beside the PDF download.
    expect(screen.getByRole('link', { name: 'Download the menu (PDF)' })).toBeInTheDocument();
    const asked = calls.filter((call) => call.path === '/content/api/v1/items/en');
    expect(asked[0]?.query.get('currency')).toBe('USD');
    expect(asked[0]?.query.has('name')).toBe(false);
  });

  it('searches by name on the server once typing pauses, and says when nothing matches', async () => {
    const { calls } = stubContentApi({ '/content/api/v1/items/en': catalogue });
    const { user } = await renderApp('/en/e-menu');
    const menu = await screen.findByRole('region', { name: 'Dishes and drinks' });
    await within(menu).findByRole('region', { name: 'Snacks' });
    expect(within(menu).getByText('₫95,000')).toBeInTheDocument();

    await user.type(within(menu).getByRole('searchbox', { name: 'Search dishes and drinks' }), 'CASHEW');
    await waitFor(() => {
      expect(within(menu).getByRole('status')).toHaveTextContent('1 item found');
    });
    expect(within(menu).queryByRole('region', { name: 'Hot dishes' })).not.toBeInTheDocument();
    expect(
      within(menu).getByRole('heading', { level: 4, name: 'Binh Phuoc salted cashews' }),
    ).toBeInTheDocument();
    const searches = calls.filter((call) => call.query.has('name')).map((call) => call.query.get('name'));
    // Asked once for the whole word, not once a letter.
    expect(searches).toEqual(['CASHEW']);

    await user.clear(within(menu).getByRole('searchbox', { name: 'Search dishes and drinks' }));
    await user.type(
      within(menu).getByRole('searchbox', { name: 'Search dishes and drinks' }),
      'sushi{Enter}',
    );
    await waitFor(() => {
      expect(within(menu).getByRole('status')).toHaveTextContent('Nothing on the menu is called “sushi”.');
    });
    expect(within(menu).queryByRole('listitem')).not.toBeInTheDocument();
  });
});
