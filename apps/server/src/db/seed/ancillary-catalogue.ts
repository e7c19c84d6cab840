import {
  AIRLINE_TIME_ZONE,
  addDaysToIsoDate,
  isIsoDate,
  toIsoDate,
  type IsoDate,
} from '@skybook/domain/clock';
import { PICTURES, SCOPES, product, tag, type ProductRow, type Scope } from './ancillary-product';
import { careProducts, shopProducts } from './ancillary-shop';

/*
 * The extras Skybook sells on /select-service (requirements §2 Services, §3 Service types, §9 luggage).
 * Amounts are VND before VAT; domestic and international journeys have their own price ladders.
 */

/** Airports where the transport partner runs a shuttle bus to and from the city (airportShuttleTerms). */
export const SHUTTLE_AIRPORTS = ['HAN', 'CXR', 'DLI', 'PQC', 'VDO', 'THD'] as const;
/** Airports where the taxi partner takes fixed-price bookings. */
export const TAXI_AIRPORTS = ['SGN', 'HAN', 'DAD', 'CXR', 'PQC', 'HPH', 'VCA', 'HUI', 'DLI', 'VII'] as const;

/** Flights at least this long (gate to gate) get hot meals; shorter ones cold food only. */
export const HOT_MEAL_MIN_BLOCK_MINUTES = 90;

/** Lunar New Year's Day (Tết Nguyên Đán) by Gregorian year. */
const TET_DAYS: readonly string[] = [
  '2025-01-29',
  '2026-02-17',
  '2027-02-06',
  '2028-01-26',
  '2029-02-13',
  '2030-02-03',
  '2031-01-23',
  '2032-02-11',
  '2033-01-31',
  '2034-02-19',
  '2035-02-08',
  '2036-01-28',
  '2037-02-15',
  '2038-02-04',
  '2039-01-24',
  '2040-02-12',
];

/** Tet flowers fly from 30 days before New Year's Day to New Year's Eve. */
const FLOWER_SEASON_DAYS = 30;

/**
 * The Tet flower season (flight dates, inclusive) current or next on `now`'s date in Vietnam: from
 * 30 days before Tet to the eve of Tet.
 *
 * @throws RangeError after the last Tet the table knows.
 */
export function tetFlowerSeason(now: Date): { from: IsoDate; to: IsoDate } {
  const today = toIsoDate(now, AIRLINE_TIME_ZONE);
  for (const day of TET_DAYS) {
    if (!isIsoDate(day)) continue;
    const to = addDaysToIsoDate(day, -1);
    if (to >= today) return { from: addDaysToIsoDate(day, -FLOWER_SEASON_DAYS), to };
  }
  throw new RangeError(`No Tet date known after ${today}`);
}

/** Checked-baggage packs (requirements §9: 15/20/25/30 kg) per journey and passenger. */
const LUGGAGE_VND: Readonly<Record<Scope, Record<number, number>>> = {
  domestic: { 15: 180_000, 20: 230_000, 25: 320_000, 30: 420_000 },
  international: { 15: 430_000, 20: 530_000, 25: 740_000, 30: 950_000 },
};
/** Oversize packs (requirements §9: 20/25/30/40 kg, at most 200 × 119 × 81 cm). */
const OVERSIZE_VND: Readonly<Record<Scope, Record<number, number>>> = {
  domestic: { 20: 300_000, 25: 380_000, 30: 460_000, 40: 600_000 },
  international: { 20: 650_000, 25: 790_000, 30: 930_000, 40: 1_200_000 },
};

function baggageProducts(): ProductRow[] {
  return SCOPES.flatMap((scope) => [
    ...Object.entries(LUGGAGE_VND[scope]).map(([kg, amount], index) =>
      product(index + 1, {
        code: `BAG-${tag(scope)}-${kg}`,
        service_type: 'luggage',
        unit: 'passengerJourney',
        amount,
        applies_to: scope,
        weight_kg: Number(kg),
        name: [`Gói ${kg} kg`, `${kg} kg pack`],
        description: [
          `Thêm ${kg} kg hành lý ký gửi cho cả hành trình, tối đa 32 kg mỗi kiện.`,
          `${kg} kg more checked baggage for the whole journey, at most 32 kg a piece.`,
        ],
      }),
    ),
    ...Object.entries(OVERSIZE_VND[scope]).map(([kg, amount], index) =>
      product(index + 1, {
        code: `OVS-${tag(scope)}-${kg}`,
        service_type: 'oversizeLuggage',
        unit: 'passengerJourney',
        amount,
        applies_to: scope,
        weight_kg: Number(kg),
        name: [`Quá khổ ${kg} kg`, `Oversize ${kg} kg`],
        description: [
          `Một kiện quá khổ đến ${kg} kg, kích thước tối đa 200 × 119 × 81 cm.`,
          `One oversize piece up to ${kg} kg, at most 200 × 119 × 81 cm.`,
        ],
      }),
    ),
  ]);
}

interface Dish {
  key: string;
  picture: string;
  hot: boolean;
  name: [string, string];
  description: [string, string];
  /** VND before VAT; null where the dish is not on that menu. */
  domestic: number | null;
  international: number | null;
}

/** The menus: hot dishes on flights of 90 minutes or more, cold ones on every flight. */
const DISHES: readonly Dish[] = [
  {
    key: 'PHO',
    picture: 'pho-bo',
    hot: true,
    name: ['Phở bò Hà Nội', 'Hanoi beef phở'],
    description: [
      'Bánh phở, thịt bò tái chín, nước dùng hầm xương 12 giờ, hành lá, rau thơm.',
      'Rice noodles and sliced beef in a 12-hour bone broth with spring onion and herbs.',
    ],
    domestic: 60_000,
    international: 95_000,
  },
  {
    key: 'COMGA',
    picture: 'com-ga',
    hot: true,
    name: ['Cơm gà Hội An', 'Hoi An chicken rice'],
    description: [
      'Cơm nấu nước luộc gà, gà xé trộn rau răm, hành tây, kèm nước mắm gừng.',
      'Rice cooked in chicken stock, shredded chicken with Vietnamese mint, onion and ginger sauce.',
    ],
    domestic: 60_000,
    international: 95_000,
  },
  {
    key: 'BUNBO',
    picture: 'bun-bo',
    hot: true,
    name: ['Bún bò Huế', 'Hue spicy beef noodles'],
    description: [
      'Bún sợi to, bắp bò, chả cua, nước dùng sả ớt đậm vị cố đô.',
      'Thick rice noodles, beef shank and crab cake in a lemongrass and chilli broth.',
    ],
    domestic: 60_000,
    international: 95_000,
  },
  {
    key: 'MIXAO',
    picture: 'mi-xao',
    hot: true,
    name: ['Mì xào hải sản', 'Stir-fried seafood noodles'],
    description: [
      'Mì trứng xào tôm, mực, cải ngọt và nấm đông cô.',
      'Egg noodles stir-fried with prawns, squid, choy sum and shiitake.',
    ],
    domestic: 55_000,
    international: 90_000,
  },
  {
    key: 'BOLUCLAC',
    picture: 'bo-luc-lac',
    hot: true,
    name: ['Cơm bò lúc lắc', 'Shaking beef with rice'],
    description: [
      'Bò thăn xào lửa lớn với ớt chuông, hành tây, ăn cùng cơm trắng và xà lách.',
      'Wok-seared beef cubes with peppers and onion, steamed rice and salad.',
    ],
    domestic: null,
    international: 120_000,
  },
  {
    key: 'COMCHAY',
    picture: 'com-chay',
    hot: true,
    name: ['Cơm chay rau củ', 'Vegetarian rice with vegetables'],
    description: [
      'Cơm gạo lứt, đậu hũ sốt nấm, rau củ xào; không dùng sản phẩm động vật.',
      'Brown rice, tofu in mushroom sauce and stir-fried vegetables; no animal products.',
    ],
    domestic: 55_000,
    international: 85_000,
  },
  {
    key: 'BANHMI',
    picture: 'banh-mi',
    hot: false,
    name: ['Bánh mì thịt nguội', 'Bánh mì with cold cuts'],
    description: [
      'Bánh mì giòn, pa-tê, chả lụa, dưa góp, rau mùi, ớt tươi.',
      'Crusty baguette with pâté, Vietnamese ham, pickles, coriander and chilli.',
    ],
    domestic: 40_000,
    international: 65_000,
  },
  {
    key: 'XOIGA',
    picture: 'xoi-ga',
    hot: false,
    name: ['Xôi gà', 'Sticky rice with chicken'],
    description: [
      'Xôi nếp dẻo, gà xé, hành phi, ruốc; gói lá chuối.',
      'Sticky rice with shredded chicken, fried shallots and pork floss, wrapped in banana leaf.',
    ],
    domestic: 40_000,
    international: null,
  },
  {
    key: 'GOICUON',
    picture: 'goi-cuon',
    hot: false,
    name: ['Gỏi cuốn tôm thịt', 'Fresh spring rolls'],
    description: [
      'Ba cuốn bánh tráng với tôm, thịt luộc, bún, rau sống, kèm tương đậu phộng.',
      'Three rice-paper rolls with prawn, pork, noodles and herbs, with peanut sauce.',
    ],
    domestic: 45_000,
    international: 70_000,
  },
  {
    key: 'KIDS',
    picture: 'kids-box',
    hot: false,
    name: ['Hộp ăn trẻ em', 'Kids’ box'],
    description: [
      'Bánh mì sandwich trứng, sữa tươi, trái cây cắt sẵn và bánh quy cho bé.',
      'Egg sandwich, fresh milk, cut fruit and a biscuit for little travellers.',
    ],
    domestic: 45_000,
    international: 70_000,
  },
];

function mealProducts(): ProductRow[] {
  return SCOPES.flatMap((scope) =>
    DISHES.flatMap((dish, index) => {
      const amount = dish[scope];
      if (amount === null) return [];
      return [
        product(index + 1, {
          code: `MEAL-${dish.key}-${tag(scope)}`,
          service_type: 'meal',
          unit: 'passengerFlight',
          amount,
          applies_to: scope,
          min_block_minutes: dish.hot ? HOT_MEAL_MIN_BLOCK_MINUTES : 0,
          max_quantity: 2,
          image_path: `${PICTURES}/meals/${dish.picture}.svg`,
          name: dish.name,
          description: dish.description,
        }),
      ];
    }),
  );
}

function groundProducts(season: { from: string; to: string }): ProductRow[] {
  const shuttleAirports = JSON.stringify(SHUTTLE_AIRPORTS);
  const taxiAirports = JSON.stringify(TAXI_AIRPORTS);
  const taxi = (end: 'departure' | 'arrival', seats: 4 | 7, amount: number, order: number) =>
    product(order, {
      code: `TAXI-${end === 'departure' ? 'DEP' : 'ARR'}-${String(seats)}`,
      service_type: end === 'departure' ? 'departureTaxi' : 'arrivalTaxi',
      unit: 'bookingJourney',
      amount,
      applies_to: 'all',
      airport_end: end,
      airport_codes: taxiAirports,
      max_quantity: 3,
      name: [`Xe ${String(seats)} chỗ`, `${String(seats)}-seat car`],
      description:
        end === 'departure'
          ? [
              `Đón tại địa chỉ trong nội thành, đến sân bay khởi hành; tối đa ${String(seats - 1)} khách.`,
              `Pick-up at a city address to the departure airport; up to ${String(seats - 1)} passengers.`,
            ]
          : [
              `Tài xế chờ ở sảnh đến, đưa về địa chỉ trong nội thành; tối đa ${String(seats - 1)} khách.`,
              `The driver meets you in arrivals and drives you to a city address; up to ${String(seats - 1)} passengers.`,
            ],
    });
  return [
    product(1, {
      code: 'PRIO-DOM',
      service_type: 'priorityCheckIn',
      unit: 'passengerJourney',
      amount: 80_000,
      applies_to: 'domestic',
      name: ['Ưu tiên làm thủ tục', 'Priority check-in'],
      description: [
        'Quầy ưu tiên, qua cửa an ninh ưu tiên nơi có, hành lý ký gửi được trả trước.',
        'Priority counter, fast-track security where available, checked bags delivered first.',
      ],
    }),
    product(2, {
      code: 'PRIO-INT',
      service_type: 'priorityCheckIn',
      unit: 'passengerJourney',
      amount: 150_000,
      applies_to: 'international',
      name: ['Ưu tiên làm thủ tục', 'Priority check-in'],
      description: [
        'Quầy ưu tiên, qua cửa an ninh ưu tiên nơi có, hành lý ký gửi được trả trước.',
        'Priority counter, fast-track security where available, checked bags delivered first.',
      ],
    }),
    product(1, {
      code: 'SHUTTLE-DEP',
      service_type: 'airportShuttle',
      unit: 'passengerJourney',
      amount: 60_000,
      applies_to: 'all',
      airport_end: 'departure',
      airport_codes: shuttleAirports,
      terms_key: 'airportShuttleTerms',
      name: ['Xe buýt đến sân bay', 'Shuttle to the airport'],
      description: [
        'Một lượt xe buýt từ trung tâm thành phố đến sân bay khởi hành, đúng ngày bay.',
        'One bus ride from the city centre to the departure airport on the day you fly.',
      ],
    }),
    product(2, {
      code: 'SHUTTLE-ARR',
      service_type: 'airportShuttle',
      unit: 'passengerJourney',
      amount: 60_000,
      applies_to: 'all',
      airport_end: 'arrival',
      airport_codes: shuttleAirports,
      terms_key: 'airportShuttleTerms',
      name: ['Xe buýt từ sân bay', 'Shuttle from the airport'],
      description: [
        'Một lượt xe buýt từ sân bay đến trung tâm thành phố sau khi hạ cánh.',
        'One bus ride from the airport to the city centre after you land.',
      ],
    }),
    taxi('departure', 4, 250_000, 1),
    taxi('departure', 7, 330_000, 2),
    taxi('arrival', 4, 250_000, 1),
    taxi('arrival', 7, 330_000, 2),
    product(1, {
      code: 'FLOWER-STD',
      service_type: 'flower',
      unit: 'bookingJourney',
      amount: 250_000,
      applies_to: 'domestic',
      valid_from: season.from,
      valid_to: season.to,
      max_quantity: 5,
      weight_kg: 10,
      terms_key: 'tetFlowerTerms',
      name: ['Gói hoa tiêu chuẩn', 'Standard flower pack'],
      description: [
        'Một hộp cành đào, mai hoặc hoa cắt cành dài đến 1,2 m, nặng đến 10 kg.',
        'One box of peach or apricot blossom or cut flowers up to 1.2 m and 10 kg.',
      ],
    }),
    product(2, {
      code: 'FLOWER-LARGE',
      service_type: 'flower',
      unit: 'bookingJourney',
      amount: 400_000,
      applies_to: 'domestic',
      valid_from: season.from,
      valid_to: season.to,
      max_quantity: 5,
      weight_kg: 20,
      terms_key: 'tetFlowerTerms',
      name: ['Gói hoa lớn', 'Large flower pack'],
      description: [
        'Một ống cành đào, mai dài đến 1,8 m, nặng đến 20 kg.',
        'One tube of peach or apricot blossom branches up to 1.8 m and 20 kg.',
      ],
    }),
  ];
}

/** Every product, with the Tet flower season current or next on `now`. */
export function buildAncillaryProducts(now: Date): ProductRow[] {
  return [
    ...baggageProducts(),
    ...mealProducts(),
    ...groundProducts(tetFlowerSeason(now)),
    ...shopProducts(),
    ...careProducts(),
  ];
}
