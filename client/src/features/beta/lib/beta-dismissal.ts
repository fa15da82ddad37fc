import { storageKeys } from '@/lib/storage';

/**
 * The banner's dismissal is remembered in this browser for the beta it was dismissed in (the
 * stored value is that beta's end date), so a later beta with a new end date shows it again.
 */
export function isBannerDismissed(betaEndDate: string): boolean {
  try {
    return window.localStorage.getItem(storageKeys.betaDismissed) === betaEndDate;
  } catch {
    return false;
  }
}

export function rememberBannerDismissed(betaEndDate: string): void {
  try {
    window.localStorage.setItem(storageKeys.betaDismissed, betaEndDate);
  } catch (error) {
    // Storage full or blocked: the banner is hidden for this visit only.
    console.warn('Could not remember that the beta banner was dismissed.', error);
  }
}
