import type { AncillaryTables } from '../tables/ancillaries';

type ServiceRow = AncillaryTables['ancillary_service'];

/*
 * The kinds of extra /select-service shows, in its order: the sold extras (ancillary_product's
 * service types) and the page's own entries (seat map, travel insurance, FlyGreen). Each row says
 * what the service is and whether the page offers it.
 */

/** Where the service icons are served (modules/content/ancillary-content.routes.ts). */
const ICONS = '/content/images/services';

const service = (
  sortOrder: number,
  serviceType: string,
  category: string | null,
  [nameVi, nameEn]: [string, string],
  [descriptionVi, descriptionEn]: [string, string],
  isDefault = false,
): ServiceRow => ({
  service_type: serviceType,
  category,
  name_vi: nameVi,
  name_en: nameEn,
  description_vi: descriptionVi,
  description_en: descriptionEn,
  icon_path: `${ICONS}/${serviceType.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.svg`,
  sort_order: sortOrder * 10,
  is_enabled: 1,
  is_default: isDefault ? 1 : 0,
});

/** Every kind of extra the page shows, in its order (content `service` and `opt-ancillary`). */
export function buildAncillaryServices(): ServiceRow[] {
  return [
    service(
      1,
      'seat',
      null,
      ['Chọn chỗ ngồi', 'Seat selection'],
      [
        'Chọn trước chỗ ngồi yêu thích trên sơ đồ ghế.',
        'Choose your favourite seat on the seat map in advance.',
      ],
    ),
    service(
      2,
      'luggage',
      'Baggage',
      ['Hành lý ký gửi', 'Checked baggage'],
      [
        'Mua trước gói hành lý ký gửi 15–30 kg, rẻ hơn mua tại sân bay.',
        'Buy a 15–30 kg checked baggage pack in advance, cheaper than at the airport.',
      ],
      true,
    ),
    service(
      3,
      'oversizeLuggage',
      'Baggage',
      ['Hành lý quá khổ', 'Oversize baggage'],
      [
        'Gậy golf, xe đạp, ván lướt sóng và kiện cồng kềnh đến 200 × 119 × 81 cm.',
        'Golf bags, bicycles, surfboards and bulky items up to 200 × 119 × 81 cm.',
      ],
    ),
    service(
      4,
      'meal',
      'Meal',
      ['Suất ăn', 'Meals'],
      [
        'Đặt trước món Việt nóng hổi, rẻ hơn mua trên máy bay.',
        'Pre-order hot Vietnamese dishes, cheaper than on board.',
      ],
    ),
    service(
      5,
      'priorityCheckIn',
      'Priority',
      ['Ưu tiên làm thủ tục', 'Priority check-in'],
      [
        'Quầy thủ tục riêng, hành lý được trả trước.',
        'A dedicated check-in counter and your bags off the aircraft first.',
      ],
    ),
    service(
      6,
      'airportShuttle',
      'Bus',
      ['Xe đưa đón sân bay', 'Airport shuttle'],
      [
        'Xe buýt giữa trung tâm thành phố và sân bay, đúng ngày bay.',
        'A bus between the city centre and the airport on the day you fly.',
      ],
    ),
    service(
      7,
      'departureTaxi',
      null,
      ['Taxi đến sân bay', 'Taxi to the airport'],
      [
        'Xe đón tận nơi đưa bạn đến sân bay khởi hành, giá trọn gói.',
        'A car from your door to the departure airport at a fixed price.',
      ],
    ),
    service(
      8,
      'arrivalTaxi',
      null,
      ['Taxi từ sân bay', 'Taxi from the airport'],
      [
        'Tài xế chờ sẵn khi bạn hạ cánh, đưa bạn đến nơi, giá trọn gói.',
        'A driver waits when you land and takes you on at a fixed price.',
      ],
    ),
    service(
      9,
      'travelInsurance',
      null,
      ['Bảo hiểm du lịch', 'Travel insurance'],
      [
        'Bảo vệ chuyến đi khỏi chậm chuyến, tai nạn và chi phí y tế.',
        'Cover for delays, accidents and medical costs on your trip.',
      ],
    ),
    service(
      10,
      'flyGreen',
      null,
      ['Bay xanh', 'FlyGreen'],
      [
        'Góp một phần nhỏ để trồng cây bù đắp khí thải chuyến bay.',
        'Give a little to plant trees that offset your flight’s emissions.',
      ],
    ),
    service(
      11,
      'flower',
      'Flower',
      ['Vận chuyển hoa Tết', 'Tet flower transport'],
      [
        'Mang cành đào, cành mai về nhà đón Tết trên chuyến bay nội địa.',
        'Fly peach and apricot blossom branches home for Tet on domestic flights.',
      ],
    ),
    service(
      12,
      'esim',
      null,
      ['eSIM du lịch', 'Travel eSIM'],
      [
        'Dữ liệu di động ở nước ngoài, cài đặt bằng mã QR trước khi bay.',
        'Mobile data abroad, installed from a QR code before you fly.',
      ],
    ),
    service(
      13,
      'dutyFree',
      null,
      ['Hàng miễn thuế', 'Duty-free'],
      [
        'Đặt trước nước hoa, mỹ phẩm, sô-cô-la; nhận tại ghế trên chuyến bay quốc tế.',
        'Pre-order perfume, cosmetics and chocolate; delivered to your seat on international flights.',
      ],
    ),
    service(
      14,
      'souvenir',
      null,
      ['Quà lưu niệm', 'Souvenirs'],
      [
        'Mô hình máy bay, gấu bông và đặc sản Việt Nam, nhận trên chuyến bay quốc tế.',
        'Model aircraft, plush toys and Vietnamese specialities, handed over on international flights.',
      ],
    ),
    service(
      15,
      'comfortKit',
      null,
      ['Bộ tiện ích', 'Comfort kit'],
      [
        'Gối cổ, bịt mắt, chăn cho chuyến bay từ 2 giờ 30 phút.',
        'Neck pillow, eye mask and blanket for flights of 2 h 30 min or more.',
      ],
    ),
    service(
      16,
      'petService',
      null,
      ['Vận chuyển thú cưng', 'Pet transport'],
      [
        'Chó, mèo bay cùng chuyến trong khoang hàng có điều hòa (nội địa).',
        'Dogs and cats fly on your flight in the heated, ventilated hold (domestic).',
      ],
    ),
    service(
      17,
      'paxService',
      null,
      ['Hỗ trợ đặc biệt', 'Special assistance'],
      ['Xe lăn và hỗ trợ tại sân bay, miễn phí.', 'Wheelchairs and help at the airport, free of charge.'],
    ),
  ];
}
