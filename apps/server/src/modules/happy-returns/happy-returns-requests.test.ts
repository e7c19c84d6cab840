import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { foundItemPaxSchema } from '@skybook/contracts/happy-returns';
import { claimResponseSchema, inquiryResponseSchema } from '@skybook/contracts/happy-returns-requests';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import { REQUEST_LIMIT } from './happy-returns.routes';

const API = '/happy-returns/v1';

const INQUIRY = {
  contactName: 'Nguyễn Thị Lan',
  email: 'Lan.Nguyen@Example.com',
  phoneNumber: '0912345678',
  flightNumber: 'vj 131',
  flightDate: '2026-11-15',
  categoryId: 'phone',
  properties: { phoneBrand: 'apple', colour: 'black', hasCase: '' },
  description: 'iPhone màu đen, ốp lưng trong suốt có dán ảnh con mèo ở mặt sau.',
  lostPlace: 'onboard',
  lostPlaceDetail: 'Ghế 12C, túi lưng ghế',
};

const claimant = (n: number) => ({
  fullName: `Tran Van ${String.fromCharCode(65 + n)}`,
  email: `claimant${String(n)}@example.com`,
  phoneNumber: `09${String(10_000_000 + n)}`,
  bookingCode: 'ABCDEF',
  proof: 'The case has a sticker of a cat on the back and the lock screen is my dog.',
  returnMethod: 'airportOffice',
});

describe.each(TEST_ENGINES)('happy-returns inquiries and claims on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let client = 0;
  const nextClient = () => `10.30.${String(Math.floor(++client / 250))}.${String(client % 250)}`;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 12 });
    clock = test.app.clock as ManualClock;
  }, 180_000);
  afterAll(() => test.close());

  const post = (url: string, payload: object, options: { language?: string; client?: string } = {}) =>
    test.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: options.client ?? nextClient(),
      headers: options.language ? { 'accept-language': options.language } : {},
    });
  const inquire = (payload: object, language?: string) =>
    post(`${API}/request/inquiry`, payload, { language });
  const claim = (itemId: string, payload: object, language?: string) =>
    post(`${API}/request/claim/${itemId}`, payload, { language });
  const db = () => test.database.db;
  const counter = async (year: number) =>
    (
      await db()
        .selectFrom('happy_return_reference_counter')
        .select('last_number')
        .where('year', '=', year)
        .executeTakeFirst()
    )?.last_number ?? 0;
  const refused = (response: Awaited<ReturnType<typeof inquire>>) => {
    expect(response.statusCode, response.body).toBe(400);
    return errorEnvelopeSchema.parse(response.json());
  };
  const foundItem = async (skip = 0) => {
    const rows = await db()
      .selectFrom('happy_return_item')
      .select(['id'])
      .where('status', '=', 'found')
      .orderBy('id')
      .execute();
    const row = rows[skip];
    if (!row) throw new Error('not enough found items seeded');
    return row.id;
  };

  it('stores an inquiry and answers the next reference number of the year', async () => {
    const before = await counter(2026);
    const response = await inquire(INQUIRY);
    expect(response.statusCode, response.body).toBe(201);
    const answer = inquiryResponseSchema.parse(response.json());
    expect(answer).toEqual({
      reference: `HR-2026-${String(before + 1).padStart(6, '0')}`,
      status: 'received',
      submittedAt: TEST_NOW.toISOString(),
    });
    const row = await db()
      .selectFrom('happy_return_inquiry')
      .selectAll()
      .where('reference', '=', answer.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      contact_name: 'Nguyễn Thị Lan',
      email: 'lan.nguyen@example.com',
      phone_code: '+84',
      carrier_code: 'VJ',
      flight_number: '131',
      flight_date: '2026-11-15',
      category_id: 'phone',
      lost_place: 'onboard',
      status: 'received',
    });
    expect(JSON.parse(row.properties)).toEqual({ phoneBrand: 'apple', colour: 'black' });
  });

  it('refuses a bad phone, a long description, an unknown category and bad properties, storing nothing', async () => {
    const stored = async () =>
      (await db().selectFrom('happy_return_inquiry').select('reference').execute()).length;
    const before = await stored();
    const phone = refused(await inquire({ ...INQUIRY, phoneNumber: '09-1234' }, 'vi'));
    expect(phone).toMatchObject({
      errorCode: 'INVALID_TELEPHONE',
      message: 'Số điện thoại phải có từ 8 đến 11 chữ số.',
    });
    expect(phone.details?.issues).toEqual([
      {
        path: 'body.phoneNumber',
        code: 'invalidPhone',
        message: 'Số điện thoại gồm 8 đến 11 chữ số, không có ký tự đặc biệt',
      },
    ]);
    expect(refused(await inquire({ ...INQUIRY, phoneNumber: '123456789012' })).errorCode).toBe(
      'INVALID_TELEPHONE',
    );

    const long = refused(await inquire({ ...INQUIRY, description: 'x'.repeat(1001) }, 'en'));
    expect(long).toMatchObject({ errorCode: 'INVALID_FORM', message: 'Some information is not valid.' });
    expect(long.details?.issues).toEqual([
      {
        path: 'body.description',
        code: 'descriptionTooLong',
        message: 'The description can have at most 1,000 characters',
      },
    ]);
    expect((await inquire({ ...INQUIRY, description: 'x'.repeat(1000) })).statusCode).toBe(201);

    const category = refused(await inquire({ ...INQUIRY, categoryId: 'umbrella' }, 'ja'));
    expect(category.details?.issues).toEqual([
      { path: 'body.categoryId', code: 'unknownCategory', message: 'リストから種類を選択してください' },
    ]);

    const properties = refused(
      await inquire({ ...INQUIRY, properties: { colour: 'plaid', size: 'large' } }, 'en'),
    );
    expect(properties.details?.issues?.map((issue) => [issue.path, issue.code])).toEqual([
      ['body.properties.colour', 'invalidPropertyValue'],
      ['body.properties.size', 'unknownProperty'],
      ['body.properties.phoneBrand', 'required'],
    ]);

    const several = refused(
      await inquire({
        ...INQUIRY,
        email: 'lan@',
        flightDate: '2026-11-22',
        lostPlace: 'train',
        contactName: '',
      }),
    );
    expect(several.details?.issues?.map((issue) => issue.code)).toEqual([
      'required',
      'invalidEmail',
      'flightDateInFuture',
      'invalidChoice',
    ]);
    const shape = refused(await inquire({ ...INQUIRY, properties: { colour: 3 } }));
    expect(shape.errorCode).toBe('INVALID_REQUEST');
    expect(await stored()).toBe(before + 1);
  });

  it('numbers 20 concurrent inquiries consecutively, every one distinct', async () => {
    const before = await counter(2026);
    const responses = await Promise.all(Array.from({ length: 20 }, () => inquire(INQUIRY)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses
      .map((response) => inquiryResponseSchema.parse(response.json()).reference)
      .map((reference) => Number(reference.slice('HR-2026-'.length)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => before + index + 1));
    expect(await counter(2026)).toBe(before + 20);
  });

  it('starts the numbering again at 1 in a new year, in Vietnam time', async () => {
    // 17:30 UTC on 31 December is already 1 January in Vietnam.
    clock.set(new Date('2026-12-31T17:30:00.000Z'));
    try {
      const first = inquiryResponseSchema.parse((await inquire(INQUIRY)).json());
      const second = inquiryResponseSchema.parse((await inquire(INQUIRY)).json());
      expect([first.reference, second.reference]).toEqual(['HR-2027-000001', 'HR-2027-000002']);
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it('rate limits inquiries and claims together per client, with Retry-After', async () => {
    const client = '198.51.100.7';
    const itemId = await foundItem(5);
    for (let n = 0; n < REQUEST_LIMIT.max - 1; n += 1) {
      expect((await post(`${API}/request/inquiry`, INQUIRY, { client })).statusCode).toBe(201);
    }
    const claimed = await post(`${API}/request/claim/${itemId}`, claimant(20), { client });
    expect(claimed.statusCode).toBe(201);
    const limited = await post(`${API}/request/claim/${itemId}`, claimant(21), { client });
    expect(limited.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(limited.json()).errorCode).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(`${API}/request/inquiry`, INQUIRY, { client })).statusCode).toBe(429);
  });

  it('makes the first claim pending verification and queues a second person’s, never two pending', async () => {
    const itemId = await foundItem();
    const first = await claim(itemId, {
      ...claimant(1),
      returnMethod: 'courier',
      deliveryAddress: '12 Nguyen Hue, Quan 1, TP HCM',
    });
    expect(first.statusCode, first.body).toBe(201);
    const pending = claimResponseSchema.parse(first.json());
    expect(pending).toMatchObject({
      itemId,
      status: 'pending',
      itemStatus: 'claimPending',
      returnMethod: 'courier',
      isRepeat: false,
    });
    expect(pending.reference).toMatch(/^HR-2026-\d{6}$/);

    const second = await claim(itemId, claimant(2));
    expect(second.statusCode).toBe(201);
    const queued = claimResponseSchema.parse(second.json());
    expect(queued).toMatchObject({ status: 'queued', itemStatus: 'claimPending' });
    expect(queued.reference).not.toBe(pending.reference);

    const item = await db()
      .selectFrom('happy_return_item')
      .select(['status', 'active_claim_reference'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ status: 'claimPending', active_claim_reference: pending.reference });
    const view = foundItemPaxSchema.parse(
      (await test.app.inject({ url: `${API}/items/${itemId}/pax` })).json(),
    );
    expect(view).toMatchObject({ status: 'claimPending', canClaim: true });

    // The same person again (any letter case) gets their claim back, unchanged.
    const again = await claim(itemId, {
      ...claimant(1),
      email: 'CLAIMANT1@example.com',
      bookingCode: 'abcdef',
    });
    expect(again.statusCode).toBe(200);
    expect(claimResponseSchema.parse(again.json())).toEqual({ ...pending, isRepeat: true });
    const claims = await db()
      .selectFrom('happy_return_claim')
      .select('status')
      .where('item_id', '=', itemId)
      .execute();
    expect(claims.map((row) => row.status).sort()).toEqual(['pending', 'queued']);
  });

  it('lets exactly one of ten concurrent claims on an item be the pending one', async () => {
    const itemId = await foundItem(1);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, n) => claim(itemId, claimant(n + 3))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const answers = responses.map((response) => claimResponseSchema.parse(response.json()));
    expect(answers.filter((answer) => answer.status === 'pending')).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 'queued')).toHaveLength(9);
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(10);
    const pending = answers.find((answer) => answer.status === 'pending');
    const item = await db()
      .selectFrom('happy_return_item')
      .select('active_claim_reference')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(item.active_claim_reference).toBe(pending?.reference);
    // The database itself refuses a second claim being verified.
    const row = await db()
      .selectFrom('happy_return_claim')
      .selectAll()
      .where('reference', '=', pending?.reference ?? '')
      .executeTakeFirstOrThrow();
    await expect(
      db()
        .insertInto('happy_return_claim')
        .values({ ...row, reference: 'HR-2026-999999' })
        .execute(),
    ).rejects.toThrow();
  });

  it('answers 404 for an unknown item, 409 for a returned one and 400 for a malformed id, storing nothing', async () => {
    const before = await counter(2026);
    const unknown = await claim('LFAAAAAAAA', claimant(1), 'en');
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(unknown.json()).errorCode).toBe('NOT_FOUND');
    const returned = await db()
      .selectFrom('happy_return_item')
      .select('id')
      .where('status', '=', 'returned')
      .executeTakeFirstOrThrow();
    const conflict = await claim(returned.id, claimant(1), 'en');
    expect(conflict.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(conflict.json())).toMatchObject({
      errorCode: 'ITEM_ALREADY_RETURNED',
      message: 'This item has already been returned to its owner.',
    });
    expect((await claim('not-an-item', claimant(1))).statusCode).toBe(400);
    expect(await counter(2026)).toBe(before);
  });

  it('validates a claim: booking code, phone, proof, and an address for a courier return', async () => {
    const itemId = await foundItem(2);
    const courier = refused(await claim(itemId, { ...claimant(1), returnMethod: 'courier' }, 'en'));
    expect(courier).toMatchObject({ errorCode: 'INVALID_ADDRESS' });
    expect(courier.details?.issues).toEqual([
      { path: 'body.deliveryAddress', code: 'required', message: 'This field is required' },
    ]);
    const many = refused(
      await claim(itemId, {
        ...claimant(1),
        bookingCode: 'AB12',
        phoneNumber: '0912',
        proof: 'mine',
        returnMethod: 'drone',
      }),
    );
    expect(many.errorCode).toBe('INVALID_TELEPHONE');
    expect(many.details?.issues?.map((issue) => [issue.path, issue.code])).toEqual([
      ['body.phoneNumber', 'invalidPhone'],
      ['body.bookingCode', 'invalidBookingCode'],
      ['body.proof', 'descriptionTooShort'],
      ['body.returnMethod', 'invalidChoice'],
    ]);
    const item = await db()
      .selectFrom('happy_return_item')
      .select('status')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(item.status).toBe('found');
  });
});
