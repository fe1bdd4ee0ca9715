import type { Content, User } from '@/types/api';

export type ContentAction = 'upload' | 'edit' | 'reprocess' | 'approve' | 'delete';

/**
 * What a role may do (DESIGN "Who may do what"); the server enforces the same table.
 * Contributors edit and reprocess only their own items; approve and delete are admin only.
 */
export function can(user: User | null | undefined, action: ContentAction, content?: Pick<Content, 'uploadedBy'>): boolean {
  if (!user) return false;
  switch (user.role) {
    case 'admin':
      return true;
    case 'viewer':
      return false;
    case 'contributor':
      switch (action) {
        case 'upload':
          return true;
        case 'edit':
        case 'reprocess':
          return content !== undefined && content.uploadedBy === user.id;
        case 'approve':
        case 'delete':
          return false;
      }
  }
}

/** Managing users and roles is admin only. */
export function canManageUsers(user: User | null | undefined): boolean {
  return user?.role === 'admin';
}
