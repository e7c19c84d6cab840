import { z } from 'zod';

const benefitsSchema = z.object({ vi: z.array(z.string()), en: z.array(z.string()) });
const seatClassesSchema = z.array(z.string());

/** Parses a JSON text column, answering `fallback` when it is not what the schema says. */
function parseJson<T>(text: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** `fare_family.benefits`: the lines of the fare card in Vietnamese and English. */
export function readFareBenefits(text: string): { vi: string[]; en: string[] } {
  return parseJson(text, benefitsSchema, { vi: [], en: [] });
}

/** `fare_family.free_seat_classes`: the seat classes the family may choose at no charge. */
export function readFreeSeatClasses(text: string): string[] {
  return parseJson(text, seatClassesSchema, []);
}
