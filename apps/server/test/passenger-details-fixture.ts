import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import { passengerKey, type PassengerDetails, type PassengerForm } from '@skybook/contracts/passengers';
import { addDaysToIsoDate, type IsoDate } from '@skybook/domain/clock';

const FAMILY = 'NGUYEN';
const ADULT_NAMES = [
  'VAN AN',
  'THI BINH',
  'MINH CHAU',
  'QUOC DUNG',
  'THU HA',
  'DUC HIEU',
  'NGOC LAN',
  'HOANG LONG',
  'BAO NGOC',
];
const CHILD_NAMES = [
  'GIA BAO',
  'KHANH LINH',
  'MINH KHOI',
  'ANH THU',
  'DUC MINH',
  'PHUONG ANH',
  'HAI DANG',
  'TUE AN',
];
const INFANT_NAMES = [
  'BE NA',
  'BE BONG',
  'BE BI',
  'BE SUA',
  'BE MIT',
  'BE XOAI',
  'BE CAM',
  'BE NHO',
  'BE GAU',
];

/**
 * Valid passenger details for a session's counts: adults born 1985, children 7 years before the
 * reference date, infants 1 year before it (each flying with the adult of the same number), a
 * Vietnamese contact in Hồ Chí Minh City, passport numbers when the session needs documents.
 */
export function validDetails(session: BookingSessionDto): PassengerDetails {
  const reference = session.ageReferenceDate as IsoDate;
  const person = (
    type: PassengerForm['type'],
    ordinal: number,
    names: string[],
    dateOfBirth: string,
  ): PassengerForm => {
    const [middleName = '', firstName = ''] = (names[ordinal - 1] ?? 'VAN AN').split(' ');
    return {
      key: passengerKey(type, ordinal),
      type,
      // Children and infants are Mstr (Mr, male) or Miss (Ms, female).
      title: ordinal % 2 === 0 ? (type === 'adult' ? 'Mrs' : 'Ms') : 'Mr',
      gender: ordinal % 2 === 0 ? 'female' : 'male',
      lastName: FAMILY,
      middleName,
      firstName,
      dateOfBirth,
      nationality: 'VN',
      country: 'VN',
      documentNumber: session.requiresDocuments
        ? `C${String(1234560 + ordinal)}${type.slice(0, 1).toUpperCase()}`
        : '',
      loyaltyNumber: '',
      flyWith: type === 'infant' ? passengerKey('adult', ordinal) : null,
    };
  };
  const passengers: PassengerForm[] = [
    ...Array.from({ length: session.passengers.adult }, (_, i) =>
      person('adult', i + 1, ADULT_NAMES, `1985-0${String((i % 9) + 1)}-15`),
    ),
    ...Array.from({ length: session.passengers.child }, (_, i) =>
      person('child', i + 1, CHILD_NAMES, addDaysToIsoDate(reference, -(7 * 365 + i))),
    ),
    ...Array.from({ length: session.passengers.infant }, (_, i) =>
      person('infant', i + 1, INFANT_NAMES, addDaysToIsoDate(reference, -(365 + i))),
    ),
  ];
  return {
    passengers,
    contact: {
      title: 'Mr',
      lastName: FAMILY,
      middleName: 'VAN',
      firstName: 'AN',
      phoneCode: '+84',
      phoneNumber: '0912345678',
      email: 'an.nguyen@example.vn',
      address: '12 Nguyen Hue, Ben Nghe',
      country: 'VN',
      province: 'VN-SG',
      isRepresentative: true,
      messagingApp: 'ZALO',
    },
    emergencyContact: {
      fullName: 'TRAN THI MAI',
      phoneCode: '+84',
      phoneNumber: '0987654321',
      relation: 'siblings',
    },
  };
}
