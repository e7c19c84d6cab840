import { readFileSync } from 'node:fs';
import type { NetworkTables } from '../tables/network';

type AirportRow = NetworkTables['airport'];
type CountryRow = NetworkTables['country'];

/** One row of data/airports.csv (a subset of the airportsdata project, MIT: data/airports.LICENSE). */
export interface AirportFacts {
  iata: string;
  icao: string;
  name: string;
  city: string;
  country: string;
  elevationFt: number;
  latitude: number;
  longitude: number;
  timeZone: string;
}

/** What the CSV does not say, or says in a form travellers would not recognise. */
interface AirportNames {
  code: string;
  province: string;
  nameVi: string;
  nameEn: string;
  cityVi: string;
  cityEn: string;
}

const n = (
  code: string,
  province: string,
  nameVi: string,
  nameEn: string,
  cityVi: string,
  cityEn = cityVi,
): AirportNames => ({
  code,
  province,
  nameVi,
  nameEn,
  cityVi,
  cityEn,
});

/**
 * The airports served, in the order the search form lists them within their country. Provinces
 * are the units in force today (Phú Quốc and Rạch Giá are in An Giang since July 2025, Chu Lai in
 * Đà Nẵng, Tuy Hòa in Đắk Lắk, Phù Cát in Gia Lai, Đồng Hới in Quảng Trị, Côn Đảo in TP. HCM).
 */
export const AIRPORT_NAMES: readonly AirportNames[] = [
  n(
    'SGN',
    'VN-SG',
    'Sân bay Quốc tế Tân Sơn Nhất',
    'Tan Son Nhat International Airport',
    'TP. Hồ Chí Minh',
    'Ho Chi Minh City',
  ),
  n('HAN', 'VN-HN', 'Sân bay Quốc tế Nội Bài', 'Noi Bai International Airport', 'Hà Nội', 'Hanoi'),
  n('DAD', 'VN-DN', 'Sân bay Quốc tế Đà Nẵng', 'Da Nang International Airport', 'Đà Nẵng', 'Da Nang'),
  n('CXR', 'VN-34', 'Sân bay Quốc tế Cam Ranh', 'Cam Ranh International Airport', 'Nha Trang', 'Nha Trang'),
  n('PQC', 'VN-44', 'Sân bay Quốc tế Phú Quốc', 'Phu Quoc International Airport', 'Phú Quốc', 'Phu Quoc'),
  n('HPH', 'VN-HP', 'Sân bay Quốc tế Cát Bi', 'Cat Bi International Airport', 'Hải Phòng', 'Hai Phong'),
  n('VII', 'VN-22', 'Sân bay Quốc tế Vinh', 'Vinh International Airport', 'Vinh', 'Vinh'),
  n('HUI', 'VN-26', 'Sân bay Quốc tế Phú Bài', 'Phu Bai International Airport', 'Huế', 'Hue'),
  n('VCA', 'VN-CT', 'Sân bay Quốc tế Cần Thơ', 'Can Tho International Airport', 'Cần Thơ', 'Can Tho'),
  n('DLI', 'VN-35', 'Sân bay Liên Khương', 'Lien Khuong Airport', 'Đà Lạt', 'Da Lat'),
  n('BMV', 'VN-33', 'Sân bay Buôn Ma Thuột', 'Buon Ma Thuot Airport', 'Buôn Ma Thuột', 'Buon Ma Thuot'),
  n('UIH', 'VN-30', 'Sân bay Phù Cát', 'Phu Cat Airport', 'Quy Nhơn', 'Quy Nhon'),
  n('PXU', 'VN-30', 'Sân bay Pleiku', 'Pleiku Airport', 'Pleiku', 'Pleiku'),
  n('THD', 'VN-21', 'Sân bay Thọ Xuân', 'Tho Xuan Airport', 'Thanh Hóa', 'Thanh Hoa'),
  n('VDO', 'VN-13', 'Sân bay Quốc tế Vân Đồn', 'Van Don International Airport', 'Vân Đồn', 'Van Don'),
  n('VCL', 'VN-DN', 'Sân bay Chu Lai', 'Chu Lai Airport', 'Chu Lai', 'Chu Lai'),
  n('TBB', 'VN-33', 'Sân bay Tuy Hòa', 'Tuy Hoa Airport', 'Tuy Hòa', 'Tuy Hoa'),
  n('VDH', 'VN-25', 'Sân bay Đồng Hới', 'Dong Hoi Airport', 'Đồng Hới', 'Dong Hoi'),
  n('DIN', 'VN-71', 'Sân bay Điện Biên', 'Dien Bien Phu Airport', 'Điện Biên Phủ', 'Dien Bien Phu'),
  n('CAH', 'VN-59', 'Sân bay Cà Mau', 'Ca Mau Airport', 'Cà Mau', 'Ca Mau'),
  n('VKG', 'VN-44', 'Sân bay Rạch Giá', 'Rach Gia Airport', 'Rạch Giá', 'Rach Gia'),
  n('VCS', 'VN-SG', 'Sân bay Côn Đảo', 'Con Dao Airport', 'Côn Đảo', 'Con Dao'),
  n('BKK', 'TH-11', 'Sân bay Suvarnabhumi', 'Suvarnabhumi Airport', 'Bangkok'),
  n('HKT', 'TH-83', 'Sân bay Quốc tế Phuket', 'Phuket International Airport', 'Phuket'),
  n('CNX', 'TH-50', 'Sân bay Quốc tế Chiang Mai', 'Chiang Mai International Airport', 'Chiang Mai'),
  n(
    'CEI',
    'TH-57',
    'Sân bay Quốc tế Chiang Rai',
    'Mae Fah Luang–Chiang Rai International Airport',
    'Chiang Rai',
  ),
  n('KBV', 'TH-81', 'Sân bay Quốc tế Krabi', 'Krabi International Airport', 'Krabi'),
  n('SIN', 'SG-04', 'Sân bay Changi', 'Singapore Changi Airport', 'Singapore'),
  n('KUL', 'MY-10', 'Sân bay Quốc tế Kuala Lumpur', 'Kuala Lumpur International Airport', 'Kuala Lumpur'),
  n('PEN', 'MY-07', 'Sân bay Quốc tế Penang', 'Penang International Airport', 'Penang'),
  n('CGK', 'ID-BT', 'Sân bay Quốc tế Soekarno-Hatta', 'Soekarno–Hatta International Airport', 'Jakarta'),
  n(
    'DPS',
    'ID-BA',
    'Sân bay Quốc tế Ngurah Rai',
    'I Gusti Ngurah Rai International Airport',
    'Bali (Denpasar)',
    'Bali (Denpasar)',
  ),
  n('ICN', 'KR-28', 'Sân bay Quốc tế Incheon', 'Incheon International Airport', 'Seoul'),
  n('PUS', 'KR-26', 'Sân bay Quốc tế Gimhae', 'Gimhae International Airport', 'Busan'),
  n('CJU', 'KR-49', 'Sân bay Quốc tế Jeju', 'Jeju International Airport', 'Jeju'),
  n('TAE', 'KR-27', 'Sân bay Quốc tế Daegu', 'Daegu International Airport', 'Daegu'),
  n('NRT', 'JP-12', 'Sân bay Quốc tế Narita', 'Narita International Airport', 'Tokyo'),
  n('HND', 'JP-13', 'Sân bay Haneda', 'Tokyo Haneda Airport', 'Tokyo'),
  n('KIX', 'JP-27', 'Sân bay Quốc tế Kansai', 'Kansai International Airport', 'Osaka'),
  n('NGO', 'JP-23', 'Sân bay Quốc tế Chubu Centrair', 'Chubu Centrair International Airport', 'Nagoya'),
  n('FUK', 'JP-40', 'Sân bay Fukuoka', 'Fukuoka Airport', 'Fukuoka'),
  n('TPE', 'TW-TAO', 'Sân bay Quốc tế Đào Viên', 'Taiwan Taoyuan International Airport', 'Đài Bắc', 'Taipei'),
  n('KHH', 'TW-KHH', 'Sân bay Quốc tế Cao Hùng', 'Kaohsiung International Airport', 'Cao Hùng', 'Kaohsiung'),
  n('RMQ', 'TW-TXG', 'Sân bay Quốc tế Đài Trung', 'Taichung International Airport', 'Đài Trung', 'Taichung'),
  n('HKG', 'HK-NT', 'Sân bay Quốc tế Hồng Kông', 'Hong Kong International Airport', 'Hồng Kông', 'Hong Kong'),
  n(
    'PVG',
    'CN-SH',
    'Sân bay Quốc tế Phố Đông',
    'Shanghai Pudong International Airport',
    'Thượng Hải',
    'Shanghai',
  ),
  n(
    'PKX',
    'CN-BJ',
    'Sân bay Quốc tế Đại Hưng',
    'Beijing Daxing International Airport',
    'Bắc Kinh',
    'Beijing',
  ),
  n(
    'CAN',
    'CN-GD',
    'Sân bay Quốc tế Bạch Vân',
    'Guangzhou Baiyun International Airport',
    'Quảng Châu',
    'Guangzhou',
  ),
  n(
    'CTU',
    'CN-SC',
    'Sân bay Quốc tế Song Lưu',
    'Chengdu Shuangliu International Airport',
    'Thành Đô',
    'Chengdu',
  ),
  n('DEL', 'IN-DL', 'Sân bay Quốc tế Indira Gandhi', 'Indira Gandhi International Airport', 'New Delhi'),
  n(
    'BOM',
    'IN-MH',
    'Sân bay Quốc tế Chhatrapati Shivaji Maharaj',
    'Chhatrapati Shivaji Maharaj International Airport',
    'Mumbai',
  ),
  n('SYD', 'AU-NSW', 'Sân bay Sydney', 'Sydney Kingsford Smith Airport', 'Sydney'),
  n('MEL', 'AU-VIC', 'Sân bay Melbourne', 'Melbourne Airport', 'Melbourne'),
  n('BNE', 'AU-QLD', 'Sân bay Brisbane', 'Brisbane Airport', 'Brisbane'),
  n('PER', 'AU-WA', 'Sân bay Perth', 'Perth Airport', 'Perth'),
  n('ADL', 'AU-SA', 'Sân bay Adelaide', 'Adelaide Airport', 'Adelaide'),
  n('ALA', 'KZ-75', 'Sân bay Quốc tế Almaty', 'Almaty International Airport', 'Almaty'),
  n('NQZ', 'KZ-71', 'Sân bay Quốc tế Astana', 'Nursultan Nazarbayev International Airport', 'Astana'),
];

const CSV_URL = new URL('./data/airports.csv', import.meta.url);

/** Reads the seed's copy of the airport facts (the only file the generator reads). */
export function readAirportCsv(): string {
  return readFileSync(CSV_URL, 'utf8');
}

/** Splits one CSV line, honouring double-quoted fields (RFC 4180, no embedded newlines). */
function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

export function parseAirportCsv(text: string): Map<string, AirportFacts> {
  const [header = '', ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const columns = splitCsvLine(header);
  const at = (fields: string[], name: string): string => {
    const index = columns.indexOf(name);
    if (index < 0) throw new Error(`airports.csv has no ${name} column`);
    return fields[index] ?? '';
  };
  const facts = new Map<string, AirportFacts>();
  for (const line of lines) {
    const fields = splitCsvLine(line);
    const iata = at(fields, 'iata');
    facts.set(iata, {
      iata,
      icao: at(fields, 'icao'),
      name: at(fields, 'name'),
      city: at(fields, 'city'),
      country: at(fields, 'country'),
      elevationFt: Math.round(Number(at(fields, 'elevation_ft'))),
      latitude: Number(at(fields, 'lat')),
      longitude: Number(at(fields, 'lon')),
      timeZone: at(fields, 'tz'),
    });
  }
  return facts;
}

/** One group per country served, in the country order (requirements §3 airport group). */
export function buildAirportGroups(countries: readonly CountryRow[]): NetworkTables['airport_group'][] {
  return countries.map((country, index) => ({
    id: index + 1,
    country_code: country.code,
    name_vi: country.name_vi,
    name_en: country.name_en,
    sort_order: country.sort_order,
  }));
}

/** Joins the curated names with the CSV's facts; a missing code is an error, not a gap. */
export function buildAirports(
  facts: ReadonlyMap<string, AirportFacts>,
  groups: readonly NetworkTables['airport_group'][],
): AirportRow[] {
  const orderInCountry = new Map<string, number>();
  return AIRPORT_NAMES.map((names) => {
    const fact = facts.get(names.code);
    if (!fact) throw new Error(`Airport ${names.code} is not in data/airports.csv`);
    const group = groups.find((candidate) => candidate.country_code === fact.country);
    if (!group) throw new Error(`Airport ${names.code} is in ${fact.country}, which is not served`);
    if (!names.province.startsWith(`${fact.country}-`)) {
      throw new Error(`Airport ${names.code} is in ${fact.country} but its province is ${names.province}`);
    }
    const order = (orderInCountry.get(fact.country) ?? 0) + 1;
    orderInCountry.set(fact.country, order);
    return {
      code: names.code,
      icao: fact.icao,
      name_vi: names.nameVi,
      name_en: names.nameEn,
      city_vi: names.cityVi,
      city_en: names.cityEn,
      country_code: fact.country,
      province_code: names.province,
      airport_group_id: group.id,
      time_zone: fact.timeZone,
      latitude: fact.latitude,
      longitude: fact.longitude,
      elevation_ft: fact.elevationFt,
      sort_order: order,
    };
  });
}
