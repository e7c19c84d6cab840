import type { ManageGrantReader } from '../../../features/payment/payer';
import { manageGrantStore } from '../../../lib/manage-grant';

/** The payment pages read the tab's manage grant from the one store every manage page shares. */
export const storedGrantReader: ManageGrantReader = {
  read: () => manageGrantStore.read(),
};
