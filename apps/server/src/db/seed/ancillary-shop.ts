import { product, type ProductRow, PICTURES } from './ancillary-product';

/*
 * What Skybook sells to take home or use abroad: duty-free and souvenirs (handed over on
 * international flights), eSIMs, comfort kits, pet transport and free assistance.
 */

/** Flights at least this long sell comfort kits. */
export const COMFORT_KIT_MIN_BLOCK_MINUTES = 150;

interface ShopItem {
  code: string;
  picture: string;
  amount: number;
  name: [string, string];
  description: [string, string];
}

const DUTY_FREE: readonly ShopItem[] = [
  {
    code: 'DF-PERFUME',
    picture: 'perfume',
    amount: 1_250_000,
    name: ['Nước hoa Hương Sen 50 ml', 'Lotus Eau de Parfum 50 ml'],
    description: [
      'Hương sen, trà xanh và gỗ đàn hương; chai thủy tinh 50 ml.',
      'Lotus, green tea and sandalwood; 50 ml glass bottle.',
    ],
  },
  {
    code: 'DF-LIPSTICK',
    picture: 'lipstick',
    amount: 690_000,
    name: ['Bộ ba son lì', 'Matte lipstick trio'],
    description: [
      'Ba thỏi son lì tông đỏ, cam đất và hồng đào.',
      'Three matte lipsticks: red, terracotta and peach.',
    ],
  },
  {
    code: 'DF-CHOCOLATE',
    picture: 'chocolate',
    amount: 320_000,
    name: ['Sô-cô-la Việt Nam 24 viên', 'Vietnamese chocolate, 24 pieces'],
    description: [
      'Sô-cô-la từ hạt cacao Bến Tre và Đắk Lắk, 24 viên nhân hạt điều, cà phê.',
      'Chocolate from Ben Tre and Dak Lak cacao, 24 pieces with cashew and coffee fillings.',
    ],
  },
  {
    code: 'DF-WATCH',
    picture: 'watch',
    amount: 2_400_000,
    name: ['Đồng hồ dây da', 'Leather-strap watch'],
    description: [
      'Đồng hồ kim mặt 38 mm, dây da bò, chống nước 5 ATM.',
      'Analogue watch, 38 mm face, leather strap, water-resistant to 5 ATM.',
    ],
  },
];

const SOUVENIRS: readonly ShopItem[] = [
  {
    code: 'SV-MODEL',
    picture: 'model-plane',
    amount: 450_000,
    name: ['Mô hình A321 tỉ lệ 1:200', 'A321 model, 1:200 scale'],
    description: [
      'Mô hình kim loại máy bay A321 sơn màu Skybook, kèm chân đế.',
      'Die-cast A321 model in Skybook colours, with stand.',
    ],
  },
  {
    code: 'SV-PLUSH',
    picture: 'plush',
    amount: 250_000,
    name: ['Gấu bông tiếp viên', 'Flight attendant teddy'],
    description: [
      'Gấu bông 25 cm trong đồng phục tiếp viên Skybook.',
      'A 25 cm teddy in Skybook cabin crew uniform.',
    ],
  },
  {
    code: 'SV-COFFEE',
    picture: 'coffee-phin',
    amount: 220_000,
    name: ['Bộ phin và cà phê Buôn Ma Thuột', 'Phin filter and Buon Ma Thuot coffee'],
    description: [
      'Phin nhôm và 250 g cà phê rang xay Robusta Buôn Ma Thuột.',
      'An aluminium phin filter and 250 g of ground Buon Ma Thuot robusta.',
    ],
  },
  {
    code: 'SV-NONLA',
    picture: 'non-la',
    amount: 150_000,
    name: ['Nón lá Huế thu nhỏ', 'Miniature Hue conical hat'],
    description: [
      'Nón lá bài thơ đường kính 20 cm, làm thủ công tại làng Tây Hồ, Huế.',
      'A 20 cm “poem” conical hat, handmade in Tay Ho village, Hue.',
    ],
  },
];

export function shopProducts(): ProductRow[] {
  const shop = (serviceType: string, folder: string, items: readonly ShopItem[]) =>
    items.map((item, index) =>
      product(index + 1, {
        code: item.code,
        service_type: serviceType,
        unit: 'passengerFlight',
        amount: item.amount,
        applies_to: 'international',
        max_quantity: 3,
        image_path: `${PICTURES}/${folder}/${item.picture}.svg`,
        name: item.name,
        description: item.description,
      }),
    );
  return [...shop('dutyFree', 'duty-free', DUTY_FREE), ...shop('souvenir', 'souvenirs', SOUVENIRS)];
}

export function careProducts(): ProductRow[] {
  const esim = (order: number, days: number, gb: number, amount: number) =>
    product(order, {
      code: `ESIM-${String(days)}D-${String(gb)}GB`,
      service_type: 'esim',
      unit: 'passengerJourney',
      amount,
      applies_to: 'international',
      terms_key: 'esimSupportedDevices',
      name: [`eSIM ${String(days)} ngày ${String(gb)} GB`, `eSIM ${String(days)} days ${String(gb)} GB`],
      description: [
        `${String(gb)} GB dữ liệu tốc độ cao trong ${String(days)} ngày tại nơi đến; mã QR gửi qua email.`,
        `${String(gb)} GB of high-speed data for ${String(days)} days at your destination; QR code by e-mail.`,
      ],
    });
  const wheelchair = (order: number, code: string, name: [string, string], description: [string, string]) =>
    product(order, {
      code,
      service_type: 'paxService',
      unit: 'passengerJourney',
      amount: 0,
      applies_to: 'all',
      name,
      description,
    });
  return [
    esim(1, 5, 5, 150_000),
    esim(2, 10, 10, 260_000),
    esim(3, 15, 20, 390_000),
    product(1, {
      code: 'KIT-COMFORT',
      service_type: 'comfortKit',
      unit: 'passengerFlight',
      amount: 120_000,
      applies_to: 'all',
      min_block_minutes: COMFORT_KIT_MIN_BLOCK_MINUTES,
      max_quantity: 2,
      name: ['Bộ tiện ích', 'Comfort kit'],
      description: [
        'Gối cổ bơm hơi, bịt mắt, nút tai và bàn chải đánh răng.',
        'Inflatable neck pillow, eye mask, earplugs and toothbrush.',
      ],
    }),
    product(2, {
      code: 'KIT-BLANKET',
      service_type: 'comfortKit',
      unit: 'passengerFlight',
      amount: 190_000,
      applies_to: 'all',
      min_block_minutes: COMFORT_KIT_MIN_BLOCK_MINUTES,
      max_quantity: 2,
      name: ['Bộ chăn gối', 'Blanket set'],
      description: [
        'Chăn lông cừu nhân tạo, gối cổ và tất giữ ấm, mang về sau chuyến bay.',
        'Fleece blanket, neck pillow and warm socks to keep after the flight.',
      ],
    }),
    product(1, {
      code: 'PET-S',
      service_type: 'petService',
      unit: 'passengerJourney',
      amount: 650_000,
      applies_to: 'domestic',
      weight_kg: 8,
      name: ['Thú cưng đến 8 kg', 'Pet up to 8 kg'],
      description: [
        'Một chó hoặc mèo, tổng cả lồng đến 8 kg, trong khoang hàng; cần giấy tiêm phòng dại.',
        'One dog or cat, up to 8 kg with its crate, in the hold; rabies vaccination record needed.',
      ],
    }),
    product(2, {
      code: 'PET-L',
      service_type: 'petService',
      unit: 'passengerJourney',
      amount: 1_100_000,
      applies_to: 'domestic',
      weight_kg: 32,
      name: ['Thú cưng đến 32 kg', 'Pet up to 32 kg'],
      description: [
        'Một chó hoặc mèo, tổng cả lồng đến 32 kg, trong khoang hàng; cần giấy tiêm phòng dại.',
        'One dog or cat, up to 32 kg with its crate, in the hold; rabies vaccination record needed.',
      ],
    }),
    wheelchair(
      1,
      'WCHR',
      ['Xe lăn trong nhà ga (WCHR)', 'Terminal wheelchair (WCHR)'],
      [
        'Tự đi lại trên máy bay, cần xe lăn khi di chuyển xa trong nhà ga.',
        'You can walk on board but need a wheelchair for long distances in the terminal.',
      ],
    ),
    wheelchair(
      2,
      'WCHS',
      ['Xe lăn đến cửa máy bay (WCHS)', 'Wheelchair to the aircraft door (WCHS)'],
      [
        'Không tự lên xuống cầu thang, cần hỗ trợ đến cửa máy bay.',
        'You cannot climb stairs and need help to the aircraft door.',
      ],
    ),
    wheelchair(
      3,
      'WCHC',
      ['Xe lăn đến tận ghế (WCHC)', 'Wheelchair to the seat (WCHC)'],
      [
        'Không tự di chuyển, cần hỗ trợ đến tận ghế ngồi.',
        'You cannot move without help and need assistance to your seat.',
      ],
    ),
  ];
}
