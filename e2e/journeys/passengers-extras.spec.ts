import type { Locator, Page, Response } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

/** A date `days` after today in Vietnam, YYYY-MM-DD (the e2e server seeds 14 days from today). */
function daysAhead(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

const QUOTATION_PATH = '/booking/api/v1/reservations/quotation';

/** The parts of the server's quotation (contracts `quotationSchema`) these journeys look at. */
interface QuotationLine {
  readonly kind: string;
  readonly serviceType: string | null;
  readonly passengerKey: string | null;
  readonly journeyIndex: number | null;
  readonly totalAmount: number;
}
interface Quotation {
  readonly currency: string;
  readonly lines: readonly QuotationLine[];
  readonly ancillaryTotal: number;
  readonly totalAmount: number;
}
interface QuotationBody {
  readonly services: {
    readonly seats: readonly { journeyIndex: number; passengerKey: string; seatCode: string }[];
    readonly items: readonly { journeyIndex: number; passengerKey: string | null; productCode: string }[];
    readonly insurance: readonly { passengerKey: string; planCode: string }[];
  };
}

function isQuotation(response: Response): boolean {
  return response.url().endsWith(QUOTATION_PATH) && response.request().method() === 'POST';
}

/** The body the page posted with a quotation request. */
function quotationBody(response: Response): QuotationBody {
  return response.request().postDataJSON() as QuotationBody;
}

/** The first quotation of the answer (the server answers one per currency asked). */
async function quotationOf(response: Response): Promise<Quotation> {
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { quotation: Quotation[] };
  const [first] = body.quotation;
  if (!first) throw new Error('the quotation answer has no quotation');
  return first;
}

/** An amount as the page writes it: the browser's own Intl, with the currency's digits (VND: none). */
async function formatInPage(page: Page, amount: number, currency: string, locale: string): Promise<string> {
  return page.evaluate(
    ([value, code, language]) =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(value),
    [amount, currency, locale] as const,
  );
}

interface Words {
  readonly language: 'vi' | 'en';
  readonly choose: RegExp;
  readonly returnTab: RegExp;
  readonly continue: string;
  readonly passengersHeading: string;
  readonly card: {
    adult: (n: number) => string;
    child: (n: number) => string;
    infant: (n: number) => string;
  };
  readonly title: RegExp;
  readonly gender: RegExp;
  readonly lastName: RegExp;
  readonly middleName: RegExp;
  readonly firstName: RegExp;
  readonly dateOfBirth: RegExp;
  readonly day: string;
  readonly month: string;
  readonly year: string;
  readonly monthName: (month: number) => string;
  readonly nationality: RegExp;
  readonly residence: RegExp;
  readonly flyWith: RegExp;
  readonly titles: { Mr: string; Mrs: string; Ms: string; Mstr: string; Miss: string };
  readonly genders: { male: string; female: string };
  readonly contact: string;
  readonly representative: string;
  readonly phone: RegExp;
  readonly email: RegExp;
  readonly address: RegExp;
  readonly contactCountry: RegExp;
  readonly province: RegExp;
  readonly vietnam: string;
  readonly hanoi: string;
  readonly servicesHeading: string;
  readonly priceDetails: string;
  readonly seatService: RegExp;
  readonly openSeats: RegExp;
  readonly seatDialog: RegExp;
  readonly seatGrid: RegExp;
  readonly seatName: (row: number, letter: string) => string;
  readonly exitRowClass: string;
  readonly noSeat: string;
  readonly seatChosen: (seat: string, name: string) => string;
  readonly seatDone: string;
  readonly seatListed: (seat: string) => string;
  readonly luggageService: RegExp;
  readonly luggageFor: (name: string) => string;
}

const VI_MONTHS = (month: number) => `Tháng ${String(month)}`;
const EN_MONTHS = (month: number) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

const VI: Words = {
  language: 'vi',
  choose: /^Chọn /,
  returnTab: /Chiều về/,
  continue: 'Tiếp tục',
  passengersHeading: 'Thông tin hành khách',
  card: {
    adult: (n) => `Người lớn ${String(n)}`,
    child: (n) => `Trẻ em ${String(n)}`,
    infant: (n) => `Em bé ${String(n)}`,
  },
  title: /^Danh xưng/,
  gender: /^Giới tính/,
  lastName: /^Họ \(/,
  middleName: /^Tên đệm/,
  firstName: /^Tên \(/,
  dateOfBirth: /^Ngày sinh/,
  day: 'Ngày',
  month: 'Tháng',
  year: 'Năm',
  monthName: VI_MONTHS,
  nationality: /^Quốc tịch/,
  residence: /^Quốc gia cư trú/,
  flyWith: /^Bay cùng người lớn/,
  titles: { Mr: 'Ông', Mrs: 'Bà', Ms: 'Cô', Mstr: 'Bé trai', Miss: 'Bé gái' },
  genders: { male: 'Nam', female: 'Nữ' },
  contact: 'Thông tin liên hệ',
  representative: 'Tôi cũng là hành khách (người đại diện)',
  phone: /^Số điện thoại/,
  email: /^Email/,
  address: /^Địa chỉ/,
  contactCountry: /^Quốc gia \(/,
  province: /^Tỉnh\/thành phố/,
  vietnam: 'Việt Nam',
  hanoi: 'Hà Nội',
  servicesHeading: 'Chọn dịch vụ',
  priceDetails: 'Chi tiết giá',
  seatService: /^Chọn chỗ ngồi yêu thích/,
  openSeats: /^Chọn chỗ ngồi chuyến /,
  seatDialog: /^Chọn chỗ ngồi – /,
  seatGrid: /^Sơ đồ ghế chuyến bay /,
  seatName: (row, letter) => `Hàng ${String(row)} ghế ${letter}`,
  exitRowClass: 'Hàng cửa thoát hiểm',
  noSeat: 'Chưa chọn chỗ',
  seatChosen: (seat, name) => `Đã chọn ghế ${seat} cho ${name}.`,
  seatDone: 'Xong',
  seatListed: (seat) => `Ghế ${seat} · `,
  luggageService: /^Hành lý ký gửi/,
  luggageFor: (name) => `Gói hành lý cho ${name}`,
};

const EN: Words = {
  language: 'en',
  choose: /^Choose /,
  returnTab: /Return/,
  continue: 'Continue',
  passengersHeading: 'Passenger details',
  card: {
    adult: (n) => `Adult ${String(n)}`,
    child: (n) => `Child ${String(n)}`,
    infant: (n) => `Infant ${String(n)}`,
  },
  title: /^Title/,
  gender: /^Gender/,
  lastName: /^Family name/,
  middleName: /^Middle name/,
  firstName: /^Given name/,
  dateOfBirth: /^Date of birth/,
  day: 'Day',
  month: 'Month',
  year: 'Year',
  monthName: EN_MONTHS,
  nationality: /^Nationality/,
  residence: /^Country of residence/,
  flyWith: /^Flies with adult/,
  titles: { Mr: 'Mr', Mrs: 'Mrs', Ms: 'Ms', Mstr: 'Mstr', Miss: 'Miss' },
  genders: { male: 'Male', female: 'Female' },
  contact: 'Contact details',
  representative: 'I am also a passenger (representative)',
  phone: /^Phone number/,
  email: /^Email/,
  address: /^Address/,
  contactCountry: /^Country \(/,
  province: /^Province or state/,
  vietnam: 'Vietnam',
  hanoi: 'Hanoi',
  servicesHeading: 'Extras',
  priceDetails: 'Price details',
  seatService: /^Favourite seat/,
  openSeats: /^Choose seats on /,
  seatDialog: /^Choose seats – /,
  seatGrid: /^Seat map of flight /,
  seatName: (row, letter) => `Row ${String(row)} seat ${letter}`,
  exitRowClass: 'Exit row',
  noSeat: 'No seat chosen',
  seatChosen: (seat, name) => `Seat ${seat} chosen for ${name}.`,
  seatDone: 'Done',
  seatListed: (seat) => `Seat ${seat} · `,
  luggageService: /^Checked baggage/,
  luggageFor: (name) => `Baggage pack for ${name}`,
};

interface Trip {
  readonly departDays: number;
  readonly returnDays: number | null;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}

/** Searches SGN → HAN (and back), takes the first fare each way and presses Continue. */
async function chooseFaresAndContinue(page: Page, words: Words, trip: Trip): Promise<void> {
  const query = new URLSearchParams({
    departAirport: 'SGN',
    arrivalAirport: 'HAN',
    departDate: daysAhead(trip.departDays),
    ...(trip.returnDays === null ? {} : { returnDate: daysAhead(trip.returnDays) }),
    tripType: trip.returnDays === null ? 'oneway' : 'roundTrip',
    adultCount: String(trip.adults),
    childCount: String(trip.children),
    infantCount: String(trip.infants),
  });
  await page.goto(`/${words.language}/select-flight?${query.toString()}`);
  const chooseFirst = async () => {
    const fare = page.getByRole('tabpanel').getByRole('button', { name: words.choose }).first();
    await fare.click();
    await expect(fare).toHaveAttribute('aria-pressed', 'true');
  };
  if (trip.returnDays === null) {
    const fare = page.locator('main').getByRole('button', { name: words.choose }).first();
    await fare.click();
    await expect(fare).toHaveAttribute('aria-pressed', 'true');
  } else {
    await page.getByRole('tabpanel').getByRole('button', { name: words.choose }).first().click();
    // Choosing the departure leads on to the return.
    await expect(page.getByRole('tab', { name: words.returnTab })).toHaveAttribute('aria-selected', 'true');
    await chooseFirst();
  }
  await page.getByRole('button', { name: words.continue }).click();
  await expect(page).toHaveURL(new RegExp(`/${words.language}/passengers$`));
  await expect(page.getByRole('heading', { level: 1, name: words.passengersHeading })).toBeVisible();
  // At once: what select-flight's Continue announced is still in React Aria's live announcer.
  await expectNoAxeViolations(page);
}

/** Types into a country list like a traveller: the list narrows to the one country, which is picked. */
async function chooseCountry(page: Page, box: Locator, typed: string, country: string): Promise<void> {
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.pressSequentially(typed);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText([country]);
  await options.first().click();
  await expect(box).toHaveValue(country);
}

/** An adult with a title and a gender, or a child or an infant, whose title (Mstr, Miss) says it. */
type Person = (
  | { readonly title: 'Mr' | 'Mrs' | 'Ms'; readonly gender: 'male' | 'female' }
  | { readonly title: 'Mstr' | 'Miss'; readonly gender?: never }
) & {
  readonly lastName: string;
  readonly middleName?: string;
  readonly firstName: string;
  /** YYYY-MM-DD */
  readonly birth: string;
};

async function chooseBirthDate(card: Locator, words: Words, birth: string): Promise<void> {
  const [year = '', month = '', day = ''] = birth.split('-');
  const group = card.getByRole('group', { name: words.dateOfBirth });
  await group
    .getByRole('combobox', { name: words.day, exact: true })
    .selectOption({ label: String(Number(day)) });
  await group
    .getByRole('combobox', { name: words.month, exact: true })
    .selectOption({ label: words.monthName(Number(month)) });
  await group.getByRole('combobox', { name: words.year, exact: true }).selectOption({ label: year });
}

async function fillPerson(page: Page, card: Locator, words: Words, person: Person): Promise<void> {
  await card.getByRole('combobox', { name: words.title }).selectOption({ label: words.titles[person.title] });
  if (person.gender === undefined)
    await expect(card.getByRole('combobox', { name: words.gender })).toHaveCount(0);
  else
    await card
      .getByRole('combobox', { name: words.gender })
      .selectOption({ label: words.genders[person.gender] });
  await card.getByRole('textbox', { name: words.lastName }).fill(person.lastName);
  if (person.middleName) await card.getByRole('textbox', { name: words.middleName }).fill(person.middleName);
  await card.getByRole('textbox', { name: words.firstName }).fill(person.firstName);
  await chooseBirthDate(card, words, person.birth);
  await chooseCountry(page, card.getByRole('combobox', { name: words.nationality }), 'viet', words.vietnam);
  await chooseCountry(page, card.getByRole('combobox', { name: words.residence }), 'viet', words.vietnam);
}

/** The contact is the first adult (representative), in Hanoi, Vietnam. */
async function fillContact(page: Page, words: Words): Promise<Locator> {
  const contact = page.getByRole('region', { name: words.contact });
  await contact.getByRole('checkbox', { name: words.representative }).check();
  await contact.getByRole('textbox', { name: words.phone }).fill('0912345678');
  await contact.getByRole('textbox', { name: words.email }).fill('an.nguyen@example.com');
  await contact.getByRole('textbox', { name: words.address }).fill('12 Ly Thuong Kiet, Hoan Kiem');
  await chooseCountry(
    page,
    contact.getByRole('combobox', { name: words.contactCountry }),
    'viet',
    words.vietnam,
  );
  await contact.getByRole('combobox', { name: words.province }).selectOption({ label: words.hanoi });
  return contact;
}

/** Continue on /passengers: the server quotes the details, and the extras page opens. */
async function continueToServices(page: Page, words: Words): Promise<Quotation> {
  const quoted = page.waitForResponse(isQuotation);
  await page.getByRole('button', { name: words.continue }).click();
  const quotation = await quotationOf(await quoted);
  await expect(page).toHaveURL(new RegExp(`/${words.language}/select-service$`));
  await expect(page.getByRole('heading', { level: 1, name: words.servicesHeading })).toBeVisible();
  return quotation;
}

/** The grand total in the price panel beside the page. */
function shownTotal(page: Page, words: Words): Locator {
  return page.getByRole('complementary', { name: words.priceDetails }).getByTestId('quotation-total');
}

/** The panel shows `quotation`'s totals exactly as the page formats them, and is no longer updating. */
async function expectShownQuotation(page: Page, words: Words, quotation: Quotation): Promise<void> {
  const panel = page.getByRole('complementary', { name: words.priceDetails });
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  const total = await formatInPage(page, quotation.totalAmount, quotation.currency, words.language);
  const extras = await formatInPage(page, quotation.ancillaryTotal, quotation.currency, words.language);
  await expect(shownTotal(page, words)).toHaveText(total);
  await expect(panel.getByTestId('quotation-ancillary-total')).toHaveText(extras);
}

/** A row of the seat map whose seats A, B, C and K are all free and not in an exit row. */
async function freeRow(grid: Locator, words: Words): Promise<number> {
  const row = await grid.getByRole('gridcell').evaluateAll((cells, exitRowClass) => {
    const free = new Set(
      cells
        .filter(
          (cell) => cell.getAttribute('aria-disabled') !== 'true' && !cell.textContent.includes(exitRowClass),
        )
        .map((cell) => (cell as HTMLElement).dataset.seat ?? ''),
    );
    for (let number = 10; number < 60; number++)
      if (['A', 'B', 'C', 'K'].every((letter) => free.has(`${String(number)}${letter}`))) return number;
    return null;
  }, words.exitRowClass);
  if (row === null) throw new Error('no free row on the seat map');
  return row;
}

function seat(grid: Locator, words: Words, row: number, letter: string): Locator {
  // The chosen seat's name starts with the check mark the map draws on it.
  return grid.getByRole('gridcell', { name: new RegExp(`(?:^|\\s)${words.seatName(row, letter)},`) });
}

/** Picks a React Aria radio or checkbox as a traveller does: by clicking its label, which covers the input. */
async function pick(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

const FAMILY_TRIP: Trip = { departDays: 3, returnDays: 6, adults: 2, children: 1, infants: 1 };

test.describe('passengers and extras', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'the family journeys run on the desktop; the phone has its own pass below');
  });

  test('in Vietnamese: a family of four fills the forms, picks seats by the rules, adds extras and sees the quotation', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const words = VI;
    const quotationRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(QUOTATION_PATH)) quotationRequests.push(request.url());
    });
    await chooseFaresAndContinue(page, words, FAMILY_TRIP);

    const adult1 = page.getByRole('region', { name: words.card.adult(1) });
    const adult2 = page.getByRole('region', { name: words.card.adult(2) });
    const child = page.getByRole('region', { name: words.card.child(1) });
    const infant = page.getByRole('region', { name: words.card.infant(1) });

    // An empty Continue: nothing is sent, every card says what is missing, the first field has the focus.
    await page.getByRole('button', { name: words.continue }).click();
    const title = adult1.getByRole('combobox', { name: words.title });
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    for (const card of [adult1, adult2, child, infant])
      await expect(card.getByText('Trường này bắt buộc nhập').first()).toBeVisible();
    await expect(infant.getByRole('combobox', { name: words.flyWith })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByRole('status').filter({ hasText: /trường cần kiểm tra lại/ })).toBeVisible();
    expect(quotationRequests).toEqual([]);
    await expect(page).toHaveURL(/\/vi\/passengers$/);
    await expectNoAxeViolations(page);

    // Names keep to Latin capitals: accents are dropped and digits refused as they are typed.
    const familyName = adult1.getByRole('textbox', { name: words.lastName });
    await familyName.click();
    await familyName.pressSequentially('Nguyễn 3');
    await expect(familyName).toHaveValue('NGUYEN ');
    await page.keyboard.press('Tab');
    await expect(familyName).toHaveValue('NGUYEN');
    const givenName = adult1.getByRole('textbox', { name: words.firstName });
    await givenName.click();
    await givenName.pressSequentially('Ân9');
    await expect(givenName).toHaveValue('AN');

    // A child born 12 years before the last flight is too old to fly as a child.
    const lastFlight = daysAhead(FAMILY_TRIP.returnDays ?? FAMILY_TRIP.departDays);
    const referenceYear = Number(lastFlight.slice(0, 4));
    await chooseBirthDate(child, words, `${String(referenceYear - 12)}-01-01`);
    await page.keyboard.press('Tab');
    const tooOld = child.getByText(/^Trẻ em phải dưới 12 tuổi vào ngày .+; từ 12 tuổi đi như người lớn$/);
    await expect(tooOld).toBeVisible();
    await expect(child.getByRole('combobox', { name: words.year, exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Now everyone, correctly.
    const infantBirth = daysAhead(-200);
    await fillPerson(page, adult1, words, {
      title: 'Mr',
      gender: 'male',
      lastName: 'NGUYEN',
      middleName: 'VAN',
      firstName: 'AN',
      birth: '1985-04-12',
    });
    await fillPerson(page, adult2, words, {
      title: 'Mrs',
      gender: 'female',
      lastName: 'TRAN',
      firstName: 'BINH',
      birth: '1987-09-30',
    });
    await fillPerson(page, child, words, {
      title: 'Mstr',
      lastName: 'NGUYEN',
      firstName: 'MINH',
      birth: `${String(referenceYear - 6)}-05-01`,
    });
    await expect(tooOld).toBeHidden();
    await fillPerson(page, infant, words, {
      title: 'Miss',
      lastName: 'NGUYEN',
      firstName: 'LAN',
      birth: infantBirth,
    });
    await infant
      .getByRole('combobox', { name: words.flyWith })
      .selectOption({ label: 'Người lớn 1: NGUYEN VAN AN' });

    // A phone number needs 8 to 11 digits.
    const contact = page.getByRole('region', { name: words.contact });
    const phone = contact.getByRole('textbox', { name: words.phone });
    await phone.fill('0912');
    await phone.blur();
    await expect(
      contact.getByText('Số điện thoại gồm 8 đến 11 chữ số, không có ký tự đặc biệt'),
    ).toBeVisible();
    await fillContact(page, words);
    await expect(phone).toHaveAttribute('aria-invalid', 'false');
    // The representative's name comes from Adult 1.
    await expect(contact.getByRole('textbox', { name: words.lastName })).toHaveValue('NGUYEN');

    const initial = await continueToServices(page, words);
    expect(initial.ancillaryTotal).toBe(0);
    await expectShownQuotation(page, words, initial);

    // Seats on the departure flight.
    await page.getByRole('button', { name: words.seatService }).click();
    await page.getByRole('button', { name: words.openSeats }).first().click();
    const dialog = page.getByRole('dialog', { name: words.seatDialog });
    const grid = dialog.getByRole('grid', { name: words.seatGrid });
    await expect(grid).toBeVisible();
    await expectNoAxeViolations(page);

    const seatStatus = dialog.getByRole('status');
    const passengerChip = (name: string) => dialog.getByRole('radio', { name: new RegExp(`^${name} `) });

    // The child may not sit in an exit row: the map says why and nothing is chosen.
    await pick(passengerChip('NGUYEN MINH'));
    const exitSeat = grid
      .getByRole('gridcell', { name: new RegExp(words.exitRowClass), disabled: false })
      .first();
    const exitCode = (await exitSeat.getAttribute('data-seat')) ?? '';
    expect(exitCode).toMatch(/^\d+[A-K]$/);
    await exitSeat.click();
    await expect(seatStatus).toHaveText(
      `Ghế ${exitCode} thuộc hàng cửa thoát hiểm: trẻ em và hành khách đi cùng em bé không được ngồi ở đây. Vui lòng chọn ghế khác cho NGUYEN MINH.`,
    );
    await expect(exitSeat).not.toHaveAttribute('aria-selected', 'true');
    await expect(passengerChip('NGUYEN MINH')).toHaveAccessibleName(`NGUYEN MINH ${words.noSeat}`);

    // The adults side by side; the turn passes to the next passenger without a seat.
    const row = await freeRow(grid, words);
    await pick(passengerChip('NGUYEN VAN AN'));
    await seat(grid, words, row, 'A').click();
    await expect(seatStatus).toHaveText(words.seatChosen(`${String(row)}A`, 'NGUYEN VAN AN'));
    await expect(passengerChip('TRAN BINH')).toBeChecked();
    await seat(grid, words, row, 'B').click();
    await expect(seatStatus).toHaveText(words.seatChosen(`${String(row)}B`, 'TRAN BINH'));
    await expect(passengerChip('NGUYEN MINH')).toBeChecked();

    // The child away from the adults is refused, beside Adult 2 is fine.
    await seat(grid, words, row, 'K').click();
    await expect(seatStatus).toHaveText(
      'Trẻ em cần ngồi cạnh một người lớn trong đặt chỗ khi còn ghế: vui lòng chọn cho NGUYEN MINH một ghế bên cạnh ghế của người lớn.',
    );
    await expect(passengerChip('NGUYEN MINH')).toHaveAccessibleName(`NGUYEN MINH ${words.noSeat}`);
    const seatsQuoted = page.waitForResponse(
      (response) => isQuotation(response) && quotationBody(response).services.seats.length === 3,
    );
    await seat(grid, words, row, 'C').click();
    await expect(seatStatus).toHaveText(words.seatChosen(`${String(row)}C`, 'NGUYEN MINH'));
    await expect(seat(grid, words, row, 'C')).toHaveAttribute('aria-selected', 'true');
    await expect(passengerChip('NGUYEN MINH')).toHaveAccessibleName(`NGUYEN MINH ${String(row)}C`);
    await dialog.getByRole('button', { name: words.seatDone }).click();
    await expect(dialog).toBeHidden();
    const withSeats = await quotationOf(await seatsQuoted);
    expect(
      withSeats.lines
        .filter((line) => line.kind === 'seat')
        .map((line) => line.passengerKey)
        .sort(),
    ).toEqual(['ADT1', 'ADT2', 'CHD1']);
    expect(withSeats.ancillaryTotal).toBeGreaterThan(0);
    await expectShownQuotation(page, words, withSeats);
    const seatList = page.getByRole('region', { name: /^VJ\d+ SGN → HAN$/ });
    for (const [name, letter] of [
      ['NGUYEN VAN AN', 'A'],
      ['TRAN BINH', 'B'],
      ['NGUYEN MINH', 'C'],
    ] as const)
      await expect(seatList.getByRole('listitem').filter({ hasText: name })).toContainText(
        words.seatListed(`${String(row)}${letter}`),
      );

    // 20 kg of checked baggage for Adult 1.
    const luggageTrigger = page.getByRole('button', { name: words.luggageService });
    if ((await luggageTrigger.getAttribute('aria-expanded')) !== 'true') await luggageTrigger.click();
    const luggageQuoted = page.waitForResponse(
      (response) =>
        isQuotation(response) &&
        quotationBody(response).services.items.some((item) => item.passengerKey === 'ADT1'),
    );
    const pack = page.getByRole('radiogroup', { name: words.luggageFor('NGUYEN VAN AN') });
    await pick(pack.getByRole('radio', { name: /^20 kg / }));
    const withLuggage = await quotationOf(await luggageQuoted);
    expect(withLuggage.lines.filter((line) => line.serviceType === 'luggage')).toHaveLength(1);
    expect(withLuggage.totalAmount).toBeGreaterThan(withSeats.totalAmount);

    // A meal for Adult 1 on the departure flight.
    await page.getByRole('button', { name: /^Suất ăn/ }).click();
    const meals = page.getByRole('group', { name: /^Suất ăn/ });
    // The first meal: its stepper's + button and its quantity.
    const more = meals.getByRole('button', { name: /^Tăng số lượng / }).first();
    const quantity = meals.getByRole('textbox').first();
    await expect(quantity).toHaveValue('0');
    const mealQuoted = page.waitForResponse(
      (response) => isQuotation(response) && quotationBody(response).services.items.length === 2,
    );
    await more.click();
    await expect(quantity).toHaveValue('1');
    const withMeal = await quotationOf(await mealQuoted);
    expect(withMeal.lines.filter((line) => line.serviceType === 'meal')).toHaveLength(1);

    // Travel insurance for Adult 1, once its terms are accepted.
    await page.getByRole('button', { name: /^Bảo hiểm du lịch/ }).click();
    const insurance = page.getByRole('group', { name: /^Bảo hiểm du lịch/ });
    const cover = insurance.getByRole('radiogroup', { name: 'Bảo hiểm cho NGUYEN VAN AN' });
    const plan = cover.getByRole('radio').nth(1);
    await expect(plan).toBeDisabled();
    await pick(insurance.getByRole('checkbox', { name: /^Tôi đã đọc và đồng ý với / }));
    await expect(plan).toBeEnabled();
    const insuranceQuoted = page.waitForResponse(
      (response) => isQuotation(response) && quotationBody(response).services.insurance.length === 1,
    );
    await pick(plan);
    const final = await quotationOf(await insuranceQuoted);
    expect(final.lines.filter((line) => line.kind === 'insurance').map((line) => line.passengerKey)).toEqual([
      'ADT1',
    ]);
    expect(final.totalAmount).toBeGreaterThan(withMeal.totalAmount);
    // What the page shows is the server's last answer, formatted for the page.
    await expectShownQuotation(page, words, final);
    await expect(shownTotal(page, words)).not.toHaveText(
      await formatInPage(page, initial.totalAmount, initial.currency, 'vi'),
    );
  });

  test('in English: the family fills the forms, adds a baggage pack and sees the total', async ({ page }) => {
    test.setTimeout(60_000);
    const words = EN;
    await chooseFaresAndContinue(page, words, { ...FAMILY_TRIP, departDays: 4, returnDays: 8 });
    const referenceYear = Number(daysAhead(8).slice(0, 4));
    await fillPerson(page, page.getByRole('region', { name: words.card.adult(1) }), words, {
      title: 'Ms',
      gender: 'female',
      lastName: 'PHAM',
      firstName: 'HOA',
      birth: '1990-02-14',
    });
    await fillPerson(page, page.getByRole('region', { name: words.card.adult(2) }), words, {
      title: 'Mr',
      gender: 'male',
      lastName: 'LE',
      middleName: 'DUC',
      firstName: 'THANH',
      birth: '1988-11-03',
    });
    await fillPerson(page, page.getByRole('region', { name: words.card.child(1) }), words, {
      title: 'Miss',
      lastName: 'LE',
      firstName: 'MAI',
      birth: `${String(referenceYear - 8)}-07-20`,
    });
    const infant = page.getByRole('region', { name: words.card.infant(1) });
    await fillPerson(page, infant, words, {
      title: 'Mstr',
      lastName: 'LE',
      firstName: 'KHOA',
      birth: daysAhead(-100),
    });
    await infant.getByRole('combobox', { name: words.flyWith }).selectOption({ label: 'Adult 1: PHAM HOA' });
    await fillContact(page, words);
    await expectNoAxeViolations(page);

    const initial = await continueToServices(page, words);
    await expectShownQuotation(page, words, initial);

    const luggageTrigger = page.getByRole('button', { name: words.luggageService });
    if ((await luggageTrigger.getAttribute('aria-expanded')) !== 'true') await luggageTrigger.click();
    const quoted = page.waitForResponse(
      (response) => isQuotation(response) && quotationBody(response).services.items.length === 1,
    );
    const pack = page.getByRole('radiogroup', { name: words.luggageFor('PHAM HOA') });
    await pick(pack.getByRole('radio', { name: /^20 kg / }));
    const withLuggage = await quotationOf(await quoted);
    const luggage = withLuggage.lines.filter((line) => line.serviceType === 'luggage');
    expect(luggage.map((line) => line.passengerKey)).toEqual(['ADT1']);
    expect(withLuggage.totalAmount).toBe(initial.totalAmount + withLuggage.ancillaryTotal);
    await expectShownQuotation(page, words, withLuggage);
    await expectNoAxeViolations(page);
  });

  test('a seat is chosen with the keyboard alone and priced in the quotation', async ({ page }) => {
    test.setTimeout(60_000);
    const words = EN;
    await chooseFaresAndContinue(page, words, {
      departDays: 5,
      returnDays: null,
      adults: 1,
      children: 0,
      infants: 0,
    });
    await fillPerson(page, page.getByRole('region', { name: words.card.adult(1) }), words, {
      title: 'Mr',
      gender: 'male',
      lastName: 'VO',
      firstName: 'NAM',
      birth: '1979-06-01',
    });
    await fillContact(page, words);
    const initial = await continueToServices(page, words);
    await expectShownQuotation(page, words, initial);

    // Open the seat map from the keyboard.
    const seatTrigger = page.getByRole('button', { name: words.seatService });
    await tabTo(page, seatTrigger);
    await page.keyboard.press('Enter');
    const open = page.getByRole('button', { name: words.openSeats });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: words.seatDialog });
    const grid = dialog.getByRole('grid', { name: words.seatGrid });
    await expect(grid).toBeVisible();

    // One Tab stop for the whole grid: the first free seat.
    const focusedSeat = grid.locator('[role="gridcell"]:focus');
    await tabTo(page, grid.locator('[role="gridcell"][tabindex="0"]'), 20);
    const start = (await focusedSeat.getAttribute('data-seat')) ?? '';
    expect(start).toMatch(/^\d+[A-K]$/);
    const startRow = Number(start.slice(0, -1));

    // Down three rows and one seat to the right, then Enter.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
    const first = (await focusedSeat.getAttribute('data-seat')) ?? '';
    expect(Number(first.slice(0, -1))).toBe(startRow + 3);
    expect(first).not.toBe(start);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(words.seatChosen(first, 'VO NAM'));
    await expect(grid.locator(`[data-seat="${first}"]`)).toHaveAttribute('aria-selected', 'true');

    // One more row down and Space moves the passenger there.
    await page.keyboard.press('ArrowDown');
    const second = (await focusedSeat.getAttribute('data-seat')) ?? '';
    expect(Number(second.slice(0, -1))).toBe(startRow + 4);
    const quoted = page.waitForResponse(
      (response) =>
        isQuotation(response) &&
        quotationBody(response).services.seats.some((each) => each.seatCode === second),
    );
    await page.keyboard.press(' ');
    await expect(dialog.getByRole('status')).toHaveText(words.seatChosen(second, 'VO NAM'));
    await expect(grid.locator(`[data-seat="${second}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(grid.locator(`[data-seat="${first}"]`)).not.toHaveAttribute('aria-selected', 'true');

    // Escape closes the map and gives the focus back; the quotation prices the seat.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    const quotation = await quotationOf(await quoted);
    const seatLines = quotation.lines.filter((line) => line.kind === 'seat');
    expect(seatLines.map((line) => line.passengerKey)).toEqual(['ADT1']);
    expect(quotation.ancillaryTotal).toBe(seatLines.reduce((sum, line) => sum + line.totalAmount, 0));
    await expect(
      page
        .getByRole('region', { name: /^VJ\d+ SGN → HAN$/ })
        .getByRole('listitem')
        .filter({ hasText: 'VO NAM' }),
    ).toContainText(words.seatListed(second));
    await expectShownQuotation(page, words, quotation);
  });
});

test('on a phone, the passengers page lays out its cards and passes axe', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone pass of /passengers');
  const words = VI;
  await chooseFaresAndContinue(page, words, {
    departDays: 2,
    returnDays: null,
    adults: 1,
    children: 0,
    infants: 1,
  });
  for (const name of [words.card.adult(1), words.card.infant(1), words.contact]) {
    const card = page.getByRole('region', { name });
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    // Each card fits the 390 px screen: nothing to scroll sideways.
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
