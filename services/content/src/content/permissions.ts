import { AppError, may, type Actor } from '@lectures/proto';
import type { ContentEntity } from './content.entity';

/** Admins change every item; contributors the items they uploaded (the role table's 'edit'). */
export function assertCanEdit(actor: Actor, item: ContentEntity): void {
  if (may(actor.role, 'edit', item.uploadedBy === actor.id)) return;
  throw new AppError('FORBIDDEN', 'You can only change content you uploaded');
}

/**
 * A change to a published item waits for approval unless its author may approve (the role
 * table's 'approve'): visitors see it only once an admin has approved it.
 */
export function waitsForApproval(actor: Actor, item: Pick<ContentEntity, 'status'>): boolean {
  return item.status === 'approved' && !may(actor.role, 'approve');
}

/** Approving and deleting reach every item or none (the role table's 'approve' and 'delete'). */
export function assertAdmin(actor: Actor, action: 'approve' | 'delete'): void {
  if (!may(actor.role, action)) throw new AppError('FORBIDDEN', `Only an admin can ${action} content`);
}
