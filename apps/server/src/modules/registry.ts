import { authModule } from './auth/auth.routes';
import { bookingModule } from './booking/booking.module';
import { cmsModule } from './cms/cms.routes';
import { contentModule } from './content/content.routes';
import { happyReturnsModule } from './happy-returns/happy-returns.routes';
import { hotdealModule } from './hotdeal/hotdeal.routes';
import { memberModule } from './member/member.routes';
import type { ServerModule } from './module';
import { sandboxModule } from './sandbox/sandbox.routes';

/** Every module and its prefix (design §1). The order is the order of mounting. */
export const MODULES: readonly ServerModule[] = [
  bookingModule,
  contentModule,
  cmsModule,
  happyReturnsModule,
  hotdealModule,
  memberModule,
  authModule,
  sandboxModule,
];
