import { defineModule } from '../module';

export const sandboxModule = defineModule(
  {
    name: 'sandbox',
    prefix: '/sandbox',
    description:
      'Payment sandbox: card 3-D Secure, bank QR (VNPay 2.1.0), pay later, instalment — stands in for outside gateways',
  },
  async () => {
    // Routes arrive with the issues that own them (see docs/ARCHITECTURE.md).
  },
);
