import { isIsoDate } from '@skybook/domain/clock';

/** A citizen as the VNeID simulator's tester approves them: what the real app reads off the chip. */
export interface VneidCitizen {
  /** The 12-digit citizen identity number (căn cước công dân). */
  idNumber: string;
  /** Full name as the identity card writes it. */
  fullName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
}

/** The citizens the authorize page offers to pick (the tester may also type another). */
export const TEST_CITIZENS: readonly VneidCitizen[] = [
  { idNumber: '001090000001', fullName: 'NGUYỄN VĂN AN', birthDate: '1990-01-15' },
  { idNumber: '079085000002', fullName: 'TRẦN THỊ BÌNH', birthDate: '1985-06-30' },
  { idNumber: '048200000003', fullName: 'LÊ HOÀNG CƯỜNG', birthDate: '2000-12-01' },
];

const ID_NUMBER = /^\d{12}$/;
/** Letters of any script, spaces, apostrophes and hyphens. */
const FULL_NAME = /^[\p{L}][\p{L}' -]{0,99}$/u;

/**
 * The citizen a submitted form describes, or the field that is wrong. The birth date must be a
 * real day not after `today` (YYYY-MM-DD).
 */
export function readCitizen(
  form: { idNumber?: string; fullName?: string; birthDate?: string },
  today: string,
): VneidCitizen | { problem: 'idNumber' | 'fullName' | 'birthDate' } {
  const idNumber = (form.idNumber ?? '').trim();
  const fullName = (form.fullName ?? '').trim().replace(/\s+/g, ' ');
  const birthDate = (form.birthDate ?? '').trim();
  if (!ID_NUMBER.test(idNumber)) return { problem: 'idNumber' };
  if (!FULL_NAME.test(fullName)) return { problem: 'fullName' };
  if (!isIsoDate(birthDate) || birthDate > today) return { problem: 'birthDate' };
  return { idNumber, fullName, birthDate };
}
