import type { NetworkTables } from '../tables/network';

type ProvinceRow = NetworkTables['province'];
type ProvinceData = [code: string, nameVi: string, nameEn: string, kind: string];

/**
 * Vietnam's 34 provincial-level units in force since 1 July 2025 (Resolution 202/2025/QH15): six
 * centrally-run cities and 28 provinces. Each keeps the ISO 3166-2 code of the pre-2025 unit whose
 * name it kept (Huế, formerly Thừa Thiên Huế, is VN-26).
 */
const VIETNAM: ProvinceData[] = [
  ['VN-HN', 'Hà Nội', 'Hanoi', 'city'],
  ['VN-26', 'Huế', 'Hue', 'city'],
  ['VN-HP', 'Hải Phòng', 'Hai Phong', 'city'],
  ['VN-DN', 'Đà Nẵng', 'Da Nang', 'city'],
  ['VN-SG', 'TP. Hồ Chí Minh', 'Ho Chi Minh City', 'city'],
  ['VN-CT', 'Cần Thơ', 'Can Tho', 'city'],
  ['VN-01', 'Lai Châu', 'Lai Chau', 'province'],
  ['VN-71', 'Điện Biên', 'Dien Bien', 'province'],
  ['VN-05', 'Sơn La', 'Son La', 'province'],
  ['VN-09', 'Lạng Sơn', 'Lang Son', 'province'],
  ['VN-13', 'Quảng Ninh', 'Quang Ninh', 'province'],
  ['VN-21', 'Thanh Hóa', 'Thanh Hoa', 'province'],
  ['VN-22', 'Nghệ An', 'Nghe An', 'province'],
  ['VN-23', 'Hà Tĩnh', 'Ha Tinh', 'province'],
  ['VN-04', 'Cao Bằng', 'Cao Bang', 'province'],
  ['VN-07', 'Tuyên Quang', 'Tuyen Quang', 'province'],
  ['VN-02', 'Lào Cai', 'Lao Cai', 'province'],
  ['VN-69', 'Thái Nguyên', 'Thai Nguyen', 'province'],
  ['VN-68', 'Phú Thọ', 'Phu Tho', 'province'],
  ['VN-56', 'Bắc Ninh', 'Bac Ninh', 'province'],
  ['VN-66', 'Hưng Yên', 'Hung Yen', 'province'],
  ['VN-18', 'Ninh Bình', 'Ninh Binh', 'province'],
  ['VN-25', 'Quảng Trị', 'Quang Tri', 'province'],
  ['VN-29', 'Quảng Ngãi', 'Quang Ngai', 'province'],
  ['VN-30', 'Gia Lai', 'Gia Lai', 'province'],
  ['VN-34', 'Khánh Hòa', 'Khanh Hoa', 'province'],
  ['VN-35', 'Lâm Đồng', 'Lam Dong', 'province'],
  ['VN-33', 'Đắk Lắk', 'Dak Lak', 'province'],
  ['VN-39', 'Đồng Nai', 'Dong Nai', 'province'],
  ['VN-37', 'Tây Ninh', 'Tay Ninh', 'province'],
  ['VN-49', 'Vĩnh Long', 'Vinh Long', 'province'],
  ['VN-45', 'Đồng Tháp', 'Dong Thap', 'province'],
  ['VN-59', 'Cà Mau', 'Ca Mau', 'province'],
  ['VN-44', 'An Giang', 'An Giang', 'province'],
];

/** The main first-level subdivisions of the other countries served (ISO 3166-2 codes). */
const ABROAD: Record<string, ProvinceData[]> = {
  AU: [
    ['AU-NSW', 'New South Wales', 'New South Wales', 'state'],
    ['AU-VIC', 'Victoria', 'Victoria', 'state'],
    ['AU-QLD', 'Queensland', 'Queensland', 'state'],
    ['AU-WA', 'Tây Úc', 'Western Australia', 'state'],
    ['AU-SA', 'Nam Úc', 'South Australia', 'state'],
    ['AU-TAS', 'Tasmania', 'Tasmania', 'state'],
    ['AU-ACT', 'Lãnh thổ Thủ đô Úc', 'Australian Capital Territory', 'territory'],
    ['AU-NT', 'Lãnh thổ Bắc Úc', 'Northern Territory', 'territory'],
  ],
  KZ: [
    ['KZ-75', 'Almaty', 'Almaty', 'city'],
    ['KZ-71', 'Astana', 'Astana', 'city'],
    ['KZ-79', 'Shymkent', 'Shymkent', 'city'],
    ['KZ-19', 'Tỉnh Almaty', 'Almaty Region', 'region'],
    ['KZ-11', 'Akmola', 'Akmola Region', 'region'],
  ],
  TH: [
    ['TH-10', 'Bangkok', 'Bangkok', 'city'],
    ['TH-11', 'Samut Prakan', 'Samut Prakan', 'province'],
    ['TH-50', 'Chiang Mai', 'Chiang Mai', 'province'],
    ['TH-57', 'Chiang Rai', 'Chiang Rai', 'province'],
    ['TH-83', 'Phuket', 'Phuket', 'province'],
    ['TH-81', 'Krabi', 'Krabi', 'province'],
    ['TH-20', 'Chon Buri', 'Chon Buri', 'province'],
    ['TH-84', 'Surat Thani', 'Surat Thani', 'province'],
  ],
  SG: [
    ['SG-01', 'Trung tâm Singapore', 'Central Singapore', 'region'],
    ['SG-02', 'Đông Bắc', 'North East', 'region'],
    ['SG-03', 'Tây Bắc', 'North West', 'region'],
    ['SG-04', 'Đông Nam', 'South East', 'region'],
    ['SG-05', 'Tây Nam', 'South West', 'region'],
  ],
  MY: [
    ['MY-14', 'Kuala Lumpur', 'Kuala Lumpur', 'territory'],
    ['MY-10', 'Selangor', 'Selangor', 'state'],
    ['MY-07', 'Penang', 'Penang', 'state'],
    ['MY-12', 'Sabah', 'Sabah', 'state'],
    ['MY-13', 'Sarawak', 'Sarawak', 'state'],
    ['MY-01', 'Johor', 'Johor', 'state'],
  ],
  ID: [
    ['ID-JK', 'Jakarta', 'Jakarta', 'special'],
    ['ID-BT', 'Banten', 'Banten', 'province'],
    ['ID-BA', 'Bali', 'Bali', 'province'],
    ['ID-JB', 'Tây Java', 'West Java', 'province'],
    ['ID-JI', 'Đông Java', 'East Java', 'province'],
  ],
  KR: [
    ['KR-11', 'Seoul', 'Seoul', 'city'],
    ['KR-26', 'Busan', 'Busan', 'city'],
    ['KR-27', 'Daegu', 'Daegu', 'city'],
    ['KR-28', 'Incheon', 'Incheon', 'city'],
    ['KR-41', 'Gyeonggi', 'Gyeonggi', 'province'],
    ['KR-49', 'Jeju', 'Jeju', 'special'],
  ],
  JP: [
    ['JP-13', 'Tokyo', 'Tokyo', 'province'],
    ['JP-12', 'Chiba', 'Chiba', 'province'],
    ['JP-27', 'Osaka', 'Osaka', 'province'],
    ['JP-26', 'Kyoto', 'Kyoto', 'province'],
    ['JP-23', 'Aichi', 'Aichi', 'province'],
    ['JP-40', 'Fukuoka', 'Fukuoka', 'province'],
    ['JP-01', 'Hokkaido', 'Hokkaido', 'province'],
    ['JP-47', 'Okinawa', 'Okinawa', 'province'],
  ],
  TW: [
    ['TW-TPE', 'Đài Bắc', 'Taipei', 'city'],
    ['TW-NWT', 'Tân Đài Bắc', 'New Taipei', 'city'],
    ['TW-TAO', 'Đào Viên', 'Taoyuan', 'city'],
    ['TW-TXG', 'Đài Trung', 'Taichung', 'city'],
    ['TW-TNN', 'Đài Nam', 'Tainan', 'city'],
    ['TW-KHH', 'Cao Hùng', 'Kaohsiung', 'city'],
  ],
  // Hong Kong has no ISO 3166-2 subdivisions; these are its three traditional areas.
  HK: [
    ['HK-HKI', 'Đảo Hồng Kông', 'Hong Kong Island', 'region'],
    ['HK-KLN', 'Cửu Long', 'Kowloon', 'region'],
    ['HK-NT', 'Tân Giới', 'New Territories', 'region'],
  ],
  CN: [
    ['CN-BJ', 'Bắc Kinh', 'Beijing', 'city'],
    ['CN-SH', 'Thượng Hải', 'Shanghai', 'city'],
    ['CN-CQ', 'Trùng Khánh', 'Chongqing', 'city'],
    ['CN-GD', 'Quảng Đông', 'Guangdong', 'province'],
    ['CN-GX', 'Quảng Tây', 'Guangxi', 'region'],
    ['CN-SC', 'Tứ Xuyên', 'Sichuan', 'province'],
    ['CN-YN', 'Vân Nam', 'Yunnan', 'province'],
    ['CN-ZJ', 'Chiết Giang', 'Zhejiang', 'province'],
    ['CN-HN', 'Hồ Nam', 'Hunan', 'province'],
    ['CN-HB', 'Hồ Bắc', 'Hubei', 'province'],
    ['CN-FJ', 'Phúc Kiến', 'Fujian', 'province'],
    ['CN-HI', 'Hải Nam', 'Hainan', 'province'],
  ],
  IN: [
    ['IN-DL', 'Delhi', 'Delhi', 'territory'],
    ['IN-MH', 'Maharashtra', 'Maharashtra', 'state'],
    ['IN-KA', 'Karnataka', 'Karnataka', 'state'],
    ['IN-TN', 'Tamil Nadu', 'Tamil Nadu', 'state'],
    ['IN-WB', 'Tây Bengal', 'West Bengal', 'state'],
  ],
};

export function buildProvinces(): ProvinceRow[] {
  const all: [string, ProvinceData[]][] = [['VN', VIETNAM], ...Object.entries(ABROAD)];
  return all.flatMap(([country, provinces]) =>
    provinces.map(([code, nameVi, nameEn, kind], index) => ({
      code,
      country_code: country,
      name_vi: nameVi,
      name_en: nameEn,
      kind,
      sort_order: index + 1,
    })),
  );
}
