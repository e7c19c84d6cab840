/* What other modules use of the CMS module: the content import makes sure the CMS has its admin. */
export { ensureCmsAdmin, type AdminAccountChange } from './cms-admin.service';
