import { defineModule } from '../module';

export const memberModule = defineModule(
  {
    name: 'member',
    prefix: '/member',
    description: 'Member service: loyalty sign-in, profile, wallet, family, cards, history (requirements §7)',
  },
  async () => {
    // Routes arrive with the issues that own them (see docs/ARCHITECTURE.md).
  },
);
