import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import { quotationBodySchema } from '@skybook/contracts/quotation';
import { addDaysToIsoDate, toIsoDate } from '@skybook/domain/clock';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingSession } from '../../../stores/booking-session';
import { usePassengerDetails, type PassengerDetailsDraft } from '../../../stores/passenger-details';
import { bookingSessionFixture, TEST_SESSION_ID } from '../../../test/booking-session.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';

// The whole app renders for each test; on a busy machine (a CI run beside other test runs on two
// cores) the whole form took more than 5 s to appear. The test waits for it, it never times it.
configure({ asyncUtilTimeout: 15_000 });

const today = toIsoDate(new Date(), 'Asia/Ho_Chi_Minh');
/** The last flight a month ahead: ages are checked on that day. */
const referenceDate = addDaysToIsoDate(today, 30);
const referenceYear = Number(referenceDate.slice(0, 4));

const COUNTRIES = {
  countries: [
    { countryCode: 'VN', name: 'Vietnam', phoneCode: '+84', defaultCurrency: 'VND', languages: ['vi'] },
    { countryCode: 'TH', name: 'Thailand', phoneCode: '+66', defaultCurrency: 'THB', languages: ['th'] },
    { countryCode: 'AU', name: 'Australia', phoneCode: '+61', defaultCurrency: 'AUD', languages: ['en'] },
  ],
};
const PROVINCES = {
  countryCode: 'VN',
  provinces: [
    { code: 'VN-HN', name: 'Hanoi', kind: 'city' },
    { code: 'VN-SG', name: 'Ho Chi Minh City', kind: 'city' },
  ],
};
const QUOTATION = {
  quotation: [
    {
      currency: 'VND',
      minorUnitExponent: 0,
      lines: [],
      passengers: [],
      journeys: [],
      charges: [],
      fareTotal: 0,
      taxTotal: 0,
      ancillaryTotal: 0,
      discountTotal: 0,
      promoCode: null,
      totalAmount: 0,
      fareChanged: false,
    },
  ],
};

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

function session(overrides: Partial<BookingSessionDto> = {}): BookingSessionDto {
  return bookingSessionFixture({ ageReferenceDate: referenceDate, ...overrides });
}

/** Waits for the whole form: its cards come one after another, Continue last. */
async function wholeForm(): Promise<void> {
  await screen.findByRole('button', { name: /^(Continue|Tiếp tục)$/ });
}

/** A complete, valid form for the fixture's 2 adults, 1 child and 1 infant. */
function validDraft(): PassengerDetailsDraft {
  const person = {
    middleName: '',
    nationality: 'VN',
    country: 'VN',
    documentNumber: '',
    loyaltyNumber: '',
    flyWith: null,
  };
  return {
    passengers: [
      {
        ...person,
        key: 'ADT1',
        type: 'adult',
        title: 'Mr',
        gender: 'male',
        lastName: 'NGUYEN',
        middleName: 'VAN',
        firstName: 'AN',
        dateOfBirth: '1985-04-12',
      },
      {
        ...person,
        key: 'ADT2',
        type: 'adult',
        title: 'Mrs',
        gender: 'female',
        lastName: 'TRAN',
        firstName: 'BINH',
        dateOfBirth: '1987-09-30',
      },
      {
        ...person,
        key: 'CHD1',
        type: 'child',
        title: 'Mr',
        gender: 'male',
        lastName: 'NGUYEN',
        firstName: 'MINH',
        dateOfBirth: `${String(referenceYear - 6)}-05-01`,
      },
      {
        ...person,
        key: 'INF1',
        type: 'infant',
        title: 'Ms',
        gender: 'female',
        lastName: 'NGUYEN',
        firstName: 'LAN',
        dateOfBirth: addDaysToIsoDate(referenceDate, -300),
        flyWith: 'ADT2',
      },
    ],
    contact: {
      title: 'Mr',
      lastName: 'NGUYEN',
      middleName: 'VAN',
      firstName: 'AN',
      phoneCode: '+84',
      phoneNumber: '0912345678',
      email: 'an.nguyen@example.com',
      address: '12 Ly Thuong Kiet, Hoan Kiem',
      country: 'VN',
      province: 'VN-HN',
      isRepresentative: true,
      messagingApp: 'ZALO',
    },
    emergencyContact: {
      fullName: 'TRAN VAN CUONG',
      phoneCode: '+84',
      phoneNumber: '0987654321',
      relation: 'siblings',
    },
  };
}

describe('the passengers page', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let quotationAnswer: () => Promise<Response> = () => json(QUOTATION);

  function openSession(overrides: Partial<BookingSessionDto> = {}): BookingSessionDto {
    const opened = session(overrides);
    useBookingSession.getState().openSession(opened);
    fetchMock.mockImplementation((input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      if (url.pathname === '/booking/api/v1/session-booking')
        return json(opened, 200, { 'x-session-expiry': String(opened.expiry) });
      if (url.pathname === '/content/api/v1/country') return json(COUNTRIES);
      if (url.pathname === '/content/api/v1/country/VN/province') return json(PROVINCES);
      if (url.pathname === '/booking/api/v1/reservations/quotation' && init?.method === 'POST')
        return quotationAnswer();
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'test' }, 404);
    });
    return opened;
  }

  function quotationCalls() {
    return fetchMock.mock.calls.filter(
      ([input]) => typeof input === 'string' && input.includes('/reservations/quotation'),
    );
  }

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    quotationAnswer = () => json(QUOTATION);
    usePassengerDetails.getState().clear();
    useBookingSession.getState().endSession('reset');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a card per adult, child and infant, then the contact and the emergency contact', async () => {
    openSession();
    await renderApp('/en/passengers');
    await wholeForm();
    expect(await screen.findByRole('region', { name: 'Adult 1' })).toBeInTheDocument();
    for (const name of ['Adult 2', 'Child 1', 'Infant 1', 'Contact details', 'Emergency contact'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Adult 3' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Child 2' })).not.toBeInTheDocument();
  });

  it('builds the form once the countries are in, not before and again as they arrive', async () => {
    openSession();
    const answer = fetchMock.getMockImplementation();
    let releaseCountries: () => void = () => undefined;
    const countriesHeld = new Promise<void>((resolve) => {
      releaseCountries = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (typeof input === 'string' && input.includes('/content/api/v1/country')) await countriesHeld;
      if (!answer) throw new Error('no stand-in server');
      return answer(input, init);
    });
    await renderApp('/en/passengers');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('region', { name: 'Adult 1' })).not.toBeInTheDocument();
    releaseCountries();
    const adult = await screen.findByRole('region', { name: 'Adult 1' });
    expect(within(adult).getByRole('combobox', { name: /Nationality/ })).toBeInTheDocument();
  });

  it('stars required fields, says "required" to screen readers and marks them aria-required', async () => {
    openSession();
    await renderApp('/en/passengers');
    await wholeForm();
    const adult = await screen.findByRole('region', { name: 'Adult 1' });
    const familyName = within(adult).getByRole('textbox', { name: 'Family name (required)' });
    expect(familyName).toHaveAttribute('aria-required', 'true');
    const middleName = within(adult).getByRole('textbox', { name: 'Middle name' });
    expect(middleName).not.toHaveAttribute('aria-required');
  });

  it('keeps names in Latin capitals without accents, digits or punctuation as they are typed', async () => {
    openSession();
    const { user } = await renderApp('/en/passengers');
    await wholeForm();
    const adult = await screen.findByRole('region', { name: 'Adult 1' });
    const familyName = within(adult).getByRole('textbox', { name: /^Family name/ });
    await user.type(familyName, 'Nguyễn văn 3');
    expect(familyName).toHaveValue('NGUYEN VAN ');
    // Leaving the field drops the space kept for the next word.
    await user.tab();
    expect(familyName).toHaveValue('NGUYEN VAN');
  });

  it('says when a child is too old on the day of the last flight', async () => {
    openSession();
    const { user } = await renderApp('/en/passengers');
    await wholeForm();
    const child = await screen.findByRole('region', { name: 'Child 1' });
    const birth = within(child).getByRole('group', { name: /^Date of birth/ });
    await user.selectOptions(within(birth).getByRole('combobox', { name: 'Day' }), '1');
    await user.selectOptions(within(birth).getByRole('combobox', { name: 'Month' }), 'January');
    const year = within(birth).getByRole('combobox', { name: 'Year' });
    await user.selectOptions(year, String(referenceYear - 12));
    await user.tab();
    const message = await within(child).findByText(/^A child must be under 12 on /);
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it('lets each infant fly with an adult no other infant has taken', async () => {
    openSession({ passengers: { adult: 2, child: 0, infant: 2 } });
    const { user } = await renderApp('/en/passengers');
    await wholeForm();
    const first = within(await screen.findByRole('region', { name: 'Infant 1' })).getByRole('combobox', {
      name: /^Flies with adult/,
    });
    const second = within(screen.getByRole('region', { name: 'Infant 2' })).getByRole('combobox', {
      name: /^Flies with adult/,
    });
    expect(
      within(second)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose', 'Adult 1', 'Adult 2']);
    await user.selectOptions(first, 'Adult 1');
    const taken = within(second).getByRole('option', { name: 'Adult 1 (already flies with an infant)' });
    expect(taken).toBeDisabled();
    expect(within(second).getByRole('option', { name: 'Adult 2' })).toBeEnabled();
  });

  it('asks for a passport or ID number only when the journey requires documents', async () => {
    openSession();
    const first = await renderApp('/en/passengers');
    await wholeForm();
    await screen.findByRole('region', { name: 'Adult 1' });
    expect(screen.queryByRole('textbox', { name: /^Passport or ID number/ })).not.toBeInTheDocument();
    first.unmount();

    openSession({ requiresDocuments: true });
    const { user } = await renderApp('/vi/passengers');
    await wholeForm();
    const adult = await screen.findByRole('region', { name: 'Người lớn 1' });
    // The cards can show before the server's answer about the session has been read (the first
    // render's session has the same id and no documents); the document fields come with it.
    const documentNumber = await within(adult).findByRole('textbox', { name: /^Số hộ chiếu\/CMND/ });
    expect(screen.getAllByRole('textbox', { name: /^Số hộ chiếu\/CMND/ })).toHaveLength(4);
    await user.click(documentNumber);
    await user.tab();
    expect(await within(adult).findByText('*Vui lòng nhập số hộ chiếu/CMND')).toBeInTheDocument();
  });

  it('on Continue with mistakes, posts nothing, shows the messages and focuses the first wrong field', async () => {
    openSession();
    const { user } = await renderApp('/en/passengers');
    await wholeForm();
    const adult = await screen.findByRole('region', { name: 'Adult 1' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const title = within(adult).getByRole('combobox', { name: /^Title/ });
    await waitFor(() => {
      expect(title).toHaveFocus();
    });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(within(adult).getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent(/fields need checking/);
    expect(quotationCalls()).toHaveLength(0);
  });

  it('keeps what was typed for the session, and posts the details with the extras to the quotation, then goes on', async () => {
    const opened = openSession();
    usePassengerDetails.getState().saveDraft(TEST_SESSION_ID, validDraft());
    const { user, router } = await renderApp('/en/passengers');
    await wholeForm();
    const adult = await screen.findByRole('region', { name: 'Adult 1' });
    expect(within(adult).getByRole('textbox', { name: /^Family name/ })).toHaveValue('NGUYEN');
    // The summary: the session's flights and the sum of their quoted totals.
    const summary = screen.getByRole('complementary', { name: 'Your flights' });
    const total = opened.journeys.reduce((sum, journey) => sum + journey.quotedTotal, 0);
    expect(within(summary).getByTestId('pax-fare-total')).toHaveTextContent(
      formatMoney(money(total, 'VND'), 'en'),
    );
    const segment = opened.journeys[0]?.segments[0];
    expect(
      within(summary).getByText(`Flight ${segment?.carrierCode ?? ''}${segment?.flightNumber ?? ''}`),
    ).toBeInTheDocument();

    // Change one answer through the country list, as a traveller would.
    const residence = within(adult).getByRole('combobox', { name: /^Country of residence/ });
    await user.clear(residence);
    await user.type(residence, 'thai');
    await user.click(await screen.findByRole('option', { name: 'Thailand' }));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/select-service');
    });
    const [call] = quotationCalls();
    const init = call?.[1];
    expect(new Headers(init?.headers).get('x-session-id')).toBe(TEST_SESSION_ID);
    const sent = init?.body;
    const body = quotationBodySchema.parse(JSON.parse(typeof sent === 'string' ? sent : 'null'));
    const expected = validDraft();
    expect(body).toEqual({
      details: {
        ...expected,
        passengers: expected.passengers.map((passenger) =>
          passenger.key === 'ADT1' ? { ...passenger, country: 'TH' } : passenger,
        ),
      },
      services: { seats: [], items: [], insurance: [], flyGreenVnd: null, acceptedTerms: [] },
    });
    expect(usePassengerDetails.getState().confirmed).toEqual(body.details);
  });

  it('titles a child or an infant Mstr or Miss, without a gender to choose, and sends Mr/male or Ms/female', async () => {
    openSession();
    usePassengerDetails.getState().saveDraft(TEST_SESSION_ID, validDraft());
    const { user, router } = await renderApp('/en/passengers');
    await wholeForm();
    const adult = screen.getByRole('region', { name: 'Adult 1' });
    const child = screen.getByRole('region', { name: 'Child 1' });
    const infant = screen.getByRole('region', { name: 'Infant 1' });
    const optionsOf = (card: HTMLElement) =>
      within(within(card).getByRole('combobox', { name: /^Title/ }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf(adult)).toEqual(['Choose', 'Mr', 'Mrs', 'Ms']);
    expect(optionsOf(child)).toEqual(['Choose', 'Mstr', 'Miss']);
    expect(within(adult).getByRole('combobox', { name: /^Gender/ })).toBeInTheDocument();
    expect(within(child).queryByRole('combobox', { name: /^Gender/ })).not.toBeInTheDocument();
    expect(within(infant).queryByRole('combobox', { name: /^Gender/ })).not.toBeInTheDocument();
    // The saved draft's Mr (male) child and Ms (female) infant read back as Mstr and Miss.
    expect(within(child).getByRole('combobox', { name: /^Title/ })).toHaveValue('Mstr');
    expect(within(infant).getByRole('combobox', { name: /^Title/ })).toHaveValue('Miss');

    await user.selectOptions(within(child).getByRole('combobox', { name: /^Title/ }), 'Miss');
    await user.selectOptions(within(infant).getByRole('combobox', { name: /^Title/ }), 'Mstr');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/select-service');
    });
    const sent = quotationCalls()[0]?.[1]?.body;
    const body = quotationBodySchema.parse(JSON.parse(typeof sent === 'string' ? sent : 'null'));
    expect(body.details.passengers.map(({ key, title, gender }) => [key, title, gender])).toEqual([
      ['ADT1', 'Mr', 'male'],
      ['ADT2', 'Mrs', 'female'],
      ['CHD1', 'Ms', 'female'],
      ['INF1', 'Mr', 'male'],
    ]);
  });

  it('asks once for a child’s title left unchosen', async () => {
    openSession();
    const draft = validDraft();
    usePassengerDetails.getState().saveDraft(TEST_SESSION_ID, {
      ...draft,
      passengers: draft.passengers.map((passenger) =>
        passenger.key === 'CHD1' ? { ...passenger, title: '', gender: '' } : passenger,
      ),
    });
    const { user } = await renderApp('/en/passengers');
    await wholeForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const title = within(screen.getByRole('region', { name: 'Child 1' })).getByRole('combobox', {
      name: /^Title/,
    });
    await waitFor(() => {
      expect(title).toHaveFocus();
    });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('1 field needs checking.')).toBeInTheDocument();
    expect(quotationCalls()).toEqual([]);
  });

  it('puts the server’s objections on their fields and focuses the first', async () => {
    openSession();
    usePassengerDetails.getState().saveDraft(TEST_SESSION_ID, validDraft());
    quotationAnswer = () =>
      json(
        {
          errorCode: 'INVALID_LASTNAME',
          message: 'Invalid last name',
          requestId: 'req',
          details: {
            issues: [
              { path: 'details.contact.email', code: 'invalidEmail', message: 'Email không hợp lệ' },
              { path: 'details.passengers.2.lastName', code: 'invalidName', message: 'Tên không hợp lệ' },
            ],
          },
        },
        400,
      );
    const { user, router } = await renderApp('/en/passengers');
    await wholeForm();
    await screen.findByRole('region', { name: 'Adult 1' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const child = screen.getByRole('region', { name: 'Child 1' });
    const familyName = within(child).getByRole('textbox', { name: /^Family name/ });
    await waitFor(() => {
      expect(familyName).toHaveFocus();
    });
    expect(familyName).toHaveAttribute('aria-invalid', 'true');
    expect(within(child).getByText(/^Use Latin letters without accents/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl(router)).toBe('/en/passengers');
  });

  it('says so when the quotation fails for another reason, and stays', async () => {
    openSession();
    usePassengerDetails.getState().saveDraft(TEST_SESSION_ID, validDraft());
    quotationAnswer = () =>
      json(
        { errorCode: 'SERVICE_UNAVAILABLE', message: 'Skybook is busy, try again', requestId: 'req' },
        503,
      );
    const { user, router } = await renderApp('/en/passengers');
    await wholeForm();
    await screen.findByRole('region', { name: 'Adult 1' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Skybook is busy, try again')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en/passengers');
  });

  it('starts empty for another session', async () => {
    usePassengerDetails.getState().saveDraft('ffffffffffffffffffffffffffffffff', validDraft());
    openSession();
    await renderApp('/en/passengers');
    await wholeForm();
    const adult = await screen.findByRole('region', { name: 'Adult 1' });
    expect(within(adult).getByRole('textbox', { name: /^Family name/ })).toHaveValue('');
  });

  it('copies the first adult into the contact while "I am also a passenger" is ticked', async () => {
    openSession();
    const { user } = await renderApp('/en/passengers');
    await wholeForm();
    const adult = await screen.findByRole('region', { name: 'Adult 1' });
    const contact = screen.getByRole('region', { name: 'Contact details' });
    await user.type(within(adult).getByRole('textbox', { name: /^Family name/ }), 'Le');
    await user.click(
      within(contact).getByRole('checkbox', { name: 'I am also a passenger (representative)' }),
    );
    const contactFamilyName = within(contact).getByRole('textbox', { name: /^Family name/ });
    expect(contactFamilyName).toHaveValue('LE');
    expect(contactFamilyName).toHaveAttribute('readonly');
    await user.type(within(adult).getByRole('textbox', { name: /^Given name/ }), 'Hoa');
    expect(within(contact).getByRole('textbox', { name: /^Given name/ })).toHaveValue('HOA');
  });
});
