import type { AncillaryTables } from '../tables/ancillaries';

type PlanRow = AncillaryTables['insurance_plan'];
type PremiumRow = AncillaryTables['insurance_premium'];

/*
 * Travel insurance sold with a booking: SkyCare for trips wholly within Vietnam (travelCareTerms)
 * and three international plans (insuranceTerms). Premiums are VND per passenger for the whole
 * trip, by age at the first departure and by days from the first departure to the last arrival;
 * the partner insurer covers ages 0 (from 14 days) to 80 and trips of up to 30 days at home, 90
 * abroad.
 */

interface Band {
  min: number;
  max: number;
}

/** Age bands (years, inclusive) and what each pays relative to an adult, ‰. */
const AGE_BANDS: readonly (Band & { permille: number })[] = [
  { min: 0, max: 11, permille: 800 },
  { min: 12, max: 64, permille: 1000 },
  { min: 65, max: 80, permille: 1500 },
];

const DOMESTIC_DAYS: readonly Band[] = [
  { min: 1, max: 3 },
  { min: 4, max: 7 },
  { min: 8, max: 15 },
  { min: 16, max: 30 },
];
const INTERNATIONAL_DAYS: readonly Band[] = [
  { min: 1, max: 3 },
  { min: 4, max: 7 },
  { min: 8, max: 15 },
  { min: 16, max: 31 },
  { min: 32, max: 60 },
  { min: 61, max: 90 },
];

interface PlanSpec {
  code: string;
  scope: 'domestic' | 'international';
  name: [string, string];
  coverage: [string[], string[]];
  /** The adult premium per trip-length band, VND. */
  adultPremiums: readonly number[];
}

const PLANS: readonly PlanSpec[] = [
  {
    code: 'SKYCARE-BASIC',
    scope: 'domestic',
    name: ['SkyCare Cơ bản', 'SkyCare Basic'],
    coverage: [
      [
        'Chuyến bay chậm từ 3 giờ: 300.000 VND',
        'Tai nạn: tử vong hoặc thương tật vĩnh viễn đến 100.000.000 VND',
      ],
      [
        'Flight delayed 3 hours or more: 300,000 VND',
        'Accident: death or permanent disability up to 100,000,000 VND',
      ],
    ],
    adultPremiums: [25_000, 35_000, 50_000, 75_000],
  },
  {
    code: 'SKYCARE-PLUS',
    scope: 'domestic',
    name: ['SkyCare Plus', 'SkyCare Plus'],
    coverage: [
      [
        'Chuyến bay chậm từ 3 giờ: 600.000 VND; từ 6 giờ: 1.200.000 VND',
        'Tai nạn: tử vong hoặc thương tật vĩnh viễn đến 300.000.000 VND',
        'Hành lý ký gửi thất lạc: đến 5.000.000 VND; đến chậm từ 12 giờ: 1.000.000 VND',
      ],
      [
        'Flight delayed 3 hours or more: 600,000 VND; 6 hours or more: 1,200,000 VND',
        'Accident: death or permanent disability up to 300,000,000 VND',
        'Checked baggage lost: up to 5,000,000 VND; delayed 12 hours or more: 1,000,000 VND',
      ],
    ],
    adultPremiums: [49_000, 69_000, 99_000, 149_000],
  },
  {
    code: 'TRAVEL-STANDARD',
    scope: 'international',
    name: ['Du lịch quốc tế Tiêu chuẩn', 'International Standard'],
    coverage: [
      [
        'Chi phí y tế ở nước ngoài: đến 500.000.000 VND',
        'Vận chuyển cấp cứu và hồi hương: đến 500.000.000 VND',
        'Tai nạn cá nhân: đến 100.000.000 VND',
        'Hỗ trợ khẩn cấp 24/7',
      ],
      [
        'Medical expenses abroad: up to 500,000,000 VND',
        'Emergency evacuation and repatriation: up to 500,000,000 VND',
        'Personal accident: up to 100,000,000 VND',
        '24/7 emergency assistance',
      ],
    ],
    adultPremiums: [145_000, 215_000, 330_000, 520_000, 890_000, 1_250_000],
  },
  {
    code: 'TRAVEL-PLUS',
    scope: 'international',
    name: ['Du lịch quốc tế Plus', 'International Plus'],
    coverage: [
      [
        'Chi phí y tế ở nước ngoài: đến 1.000.000.000 VND',
        'Vận chuyển cấp cứu và hồi hương: trọn chi phí',
        'Tai nạn cá nhân: đến 300.000.000 VND',
        'Hủy hoặc rút ngắn chuyến đi: đến 30.000.000 VND',
        'Hành lý thất lạc: đến 10.000.000 VND; chuyến bay chậm: 1.000.000 VND mỗi 6 giờ',
      ],
      [
        'Medical expenses abroad: up to 1,000,000,000 VND',
        'Emergency evacuation and repatriation: in full',
        'Personal accident: up to 300,000,000 VND',
        'Trip cancellation or curtailment: up to 30,000,000 VND',
        'Lost baggage: up to 10,000,000 VND; flight delay: 1,000,000 VND per 6 hours',
      ],
    ],
    adultPremiums: [230_000, 345_000, 530_000, 830_000, 1_420_000, 2_000_000],
  },
  {
    code: 'TRAVEL-PREMIUM',
    scope: 'international',
    name: ['Du lịch quốc tế Cao cấp', 'International Premium'],
    coverage: [
      [
        'Chi phí y tế ở nước ngoài: đến 2.300.000.000 VND',
        'Vận chuyển cấp cứu và hồi hương: trọn chi phí',
        'Tai nạn cá nhân: đến 500.000.000 VND',
        'Hủy hoặc rút ngắn chuyến đi: đến 60.000.000 VND',
        'Hành lý thất lạc: đến 20.000.000 VND; chuyến bay chậm: đến 3.000.000 VND',
        'Mất hộ chiếu: đến 5.000.000 VND',
      ],
      [
        'Medical expenses abroad: up to 2,300,000,000 VND',
        'Emergency evacuation and repatriation: in full',
        'Personal accident: up to 500,000,000 VND',
        'Trip cancellation or curtailment: up to 60,000,000 VND',
        'Lost baggage: up to 20,000,000 VND; flight delay: up to 3,000,000 VND',
        'Lost passport: up to 5,000,000 VND',
      ],
    ],
    adultPremiums: [360_000, 540_000, 830_000, 1_300_000, 2_230_000, 3_130_000],
  },
];

/** The plans, in display order. */
export function buildInsurancePlans(): PlanRow[] {
  return PLANS.map((plan, index) => ({
    code: plan.code,
    scope: plan.scope,
    name_vi: plan.name[0],
    name_en: plan.name[1],
    coverage_vi: JSON.stringify(plan.coverage[0]),
    coverage_en: JSON.stringify(plan.coverage[1]),
    terms_key: plan.scope === 'domestic' ? 'travelCareTerms' : 'insuranceTerms',
    sort_order: (index + 1) * 10,
    is_active: 1,
  }));
}

/** Every plan's premium per age band and trip-length band, rounded to 1,000 VND. */
export function buildInsurancePremiums(): PremiumRow[] {
  return PLANS.flatMap((plan) => {
    const days = plan.scope === 'domestic' ? DOMESTIC_DAYS : INTERNATIONAL_DAYS;
    if (days.length !== plan.adultPremiums.length) throw new Error(`${plan.code}: one premium per band`);
    return AGE_BANDS.flatMap((age) =>
      days.map((band, index) => ({
        plan_code: plan.code,
        min_age: age.min,
        max_age: age.max,
        min_days: band.min,
        max_days: band.max,
        amount: Math.round(((plan.adultPremiums[index] ?? 0) * age.permille) / 1000 / 1000) * 1000,
        currency: 'VND',
      })),
    );
  });
}
