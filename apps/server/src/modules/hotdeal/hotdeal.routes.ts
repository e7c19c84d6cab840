import { defineModule } from '../module';

export const hotdealModule = defineModule(
  {
    name: 'hotdeal',
    prefix: '/hotdeal',
    description: 'Hot-deal API: the home page deals computed from real fares (SPEC §7)',
  },
  async () => {
    // Routes arrive with the issues that own them (see docs/ARCHITECTURE.md).
  },
);
