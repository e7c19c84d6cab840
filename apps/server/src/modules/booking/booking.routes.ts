import { defineModule } from '../module';

export const bookingModule = defineModule(
  {
    name: 'booking',
    prefix: '/booking',
    description: 'Booking API: flight search, low fares, reservations, payment, check-in (SPEC §7)',
  },
  async () => {
    // Routes arrive with the issues that own them (see docs/ARCHITECTURE.md).
  },
);
