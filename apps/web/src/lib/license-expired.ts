import { notifications } from './notifications';
import { signOut } from './sign-out';

/** Title of the error that the server and the licence check both raise. */
export const licenseExpiredTitle = 'License expired';

/** Tells the user the self-hosted licence ran out, then signs out (SPEC §4, §8). */
export function handleLicenseExpired(): void {
  notifications.show({
    id: 'license-expired',
    title: licenseExpiredTitle,
    message: 'Please renew your license to access the product',
    color: 'red',
  });
  signOut();
}
