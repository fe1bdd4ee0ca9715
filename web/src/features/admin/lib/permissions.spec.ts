import type { User } from '@/types/api';
import { can, canManageUsers } from './permissions';

const user = (role: User['role'], id = 'u1'): User => ({ id, username: 'x', fullName: null, role });

describe('can', () => {
  it('should let an admin do everything', () => {
    for (const action of ['upload', 'edit', 'reprocess', 'approve', 'delete'] as const) expect(can(user('admin'), action, { uploadedBy: 'other' })).toBe(true);
  });

  it('should let a contributor upload and change only their own items', () => {
    const contributor = user('contributor');
    expect(can(contributor, 'upload')).toBe(true);
    expect(can(contributor, 'edit', { uploadedBy: 'u1' })).toBe(true);
    expect(can(contributor, 'reprocess', { uploadedBy: 'u2' })).toBe(false);
    expect(can(contributor, 'approve', { uploadedBy: 'u1' })).toBe(false);
    expect(can(contributor, 'delete', { uploadedBy: 'u1' })).toBe(false);
  });

  it('should let a viewer and nobody signed out do nothing', () => {
    expect(can(user('viewer'), 'upload')).toBe(false);
    expect(can(null, 'upload')).toBe(false);
    expect(canManageUsers(user('viewer'))).toBe(false);
    expect(canManageUsers(user('admin'))).toBe(true);
  });
});
