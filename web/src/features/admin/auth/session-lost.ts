import type { QueryClient } from '@tanstack/react-query';
import { clearStoredUser } from './api/auth-storage';
import { ME_PATH } from './api/get-me';
import { noteSessionLost } from './session-notice';

/** An API error for a 401: the throwing helpers name the status first (SPEC section 8). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:');
}

/**
 * The server no longer knows this browser's session (signed out elsewhere, expired,
 * a lost session store): forget the user, so the sign-in card shows, with a notice.
 */
export function markSessionLost(queryClient: QueryClient): void {
  if (queryClient.getQueryData([ME_PATH]) === null) return;
  noteSessionLost();
  clearStoredUser();
  queryClient.setQueryData([ME_PATH], null);
}
