import { may } from '@proto/common/role-table';
import type { Content, Series, User } from '@/types/api';

export type ContentAction = 'upload' | 'edit' | 'reprocess' | 'approve' | 'delete';

/**
 * What a role may do: the services' own role table (proto's ROLE_TABLE, DESIGN "Who may do
 * what"), which the server enforces regardless. Contributors edit and reprocess only their own
 * items; approve and delete are admin only.
 */
export function can(user: User | null | undefined, action: ContentAction, content?: Pick<Content, 'uploadedBy'>): boolean {
  if (!user) return false;
  return may(user.role, action, content !== undefined && content.uploadedBy === user.id);
}

/**
 * Series follow the same rows as the server's series rules: a contributor edits the series they
 * made, an admin every one; deleting reaches every series or none.
 */
export function canOnSeries(user: User | null | undefined, action: 'edit' | 'delete', series: Pick<Series, 'createdBy'>): boolean {
  if (!user) return false;
  return action === 'edit' ? may(user.role, 'edit', series.createdBy === user.id) : may(user.role, 'delete');
}

/** Managing users and roles (and the rest of administration) is admin only. */
export function canManageUsers(user: User | null | undefined): boolean {
  return !!user && may(user.role, 'administer');
}
