import type { User } from '@/types/api';

/** Full name when set, else the username. */
export function displayName(user: Pick<User, 'fullName' | 'username'>): string {
  return user.fullName?.trim() || user.username;
}
