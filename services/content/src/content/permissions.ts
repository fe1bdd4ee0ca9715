import { AppError, type Actor } from '@lectures/proto';
import type { ContentEntity } from './content.entity';

/** Admins change every item; contributors the items they uploaded. */
export function assertCanEdit(actor: Actor, item: ContentEntity): void {
  if (actor.role === 'admin') return;
  if (actor.role === 'contributor' && item.uploadedBy === actor.id) return;
  throw new AppError('FORBIDDEN', 'You can only change content you uploaded');
}

export function assertAdmin(actor: Actor, action: string): void {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', `Only an admin can ${action} content`);
}
