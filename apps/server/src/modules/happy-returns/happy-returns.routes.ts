import { defineModule } from '../module';

export const happyReturnsModule = defineModule(
  {
    name: 'happy-returns',
    prefix: '/happy-returns',
    description: 'Happy-returns API: lost-and-found categories, searches, inquiries and claims (SPEC §7)',
  },
  async () => {
    // Routes arrive with the issues that own them (see docs/ARCHITECTURE.md).
  },
);
