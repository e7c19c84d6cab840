import { airportListSchema, type AirportListDto } from '@skybook/contracts/airports';

const vietnam = { countryCode: 'VN', name: 'Vietnam', languages: ['vi'] };

const AIRPORTS = {
  SGN: ['Ho Chi Minh City', 'Tan Son Nhat International Airport'],
  HAN: ['Hà Nội', 'Noi Bai International Airport'],
  DAD: ['Đà Nẵng', 'Da Nang International Airport'],
} as const;

/** The airport list `GET /content/api/v1/airport` would answer with these Vietnamese airports. */
export function airportListFixture(codes: readonly (keyof typeof AIRPORTS)[]): AirportListDto {
  return airportListSchema.parse({
    departureCode: null,
    languageId: 'en',
    airportGroups: [
      {
        name: 'Vietnam',
        countryCode: 'VN',
        airports: codes.map((code) => {
          const [city, name] = AIRPORTS[code];
          return {
            code,
            city,
            name,
            province: { code: `VN-${code}`, name: city, country: vietnam },
            timeZone: 'Asia/Ho_Chi_Minh',
            latitude: 0,
            longitude: 0,
          };
        }),
      },
    ],
  });
}
