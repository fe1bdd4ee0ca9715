const NOTICE_KEY = 'lectures.session-lost';

/** Remembered for the sign-in card's next visit (this tab only). */
export function noteSessionLost(): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, '1');
  } catch {
    // Storage refused (private mode): the card shows without the notice.
  }
}

export function hasSessionLostNotice(): boolean {
  try {
    return sessionStorage.getItem(NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearSessionLostNotice(): void {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing stored.
  }
}
