import { ROLE_TABLE, type Reach } from '@proto/common/role-table';
import { ROLES } from '@proto/common/roles';
import type { User } from '@/types/api';
import { can, canManageUsers, canOnSeries } from './permissions';

const at = '2026-01-01T00:00:00.000Z';
const user = (role: User['role'], id = 'u1'): User => ({ id, username: 'x', fullName: null, role, createdAt: at, updatedAt: at });

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

/** Every menu and button rule of the web app, row by row against proto's ROLE_TABLE. */
describe.each(ROLES)('what the web app offers role %s, against the role table', (role) => {
  const row = ROLE_TABLE[role];
  const reaches = (reach: Reach, owns: boolean) => reach === 'any' || (reach === 'own' && owns);
  const me = user(role, 'me');

  it.each([true, false])('should offer content actions as the table reaches (own item: %s)', (owns) => {
    for (const action of ['upload', 'edit', 'reprocess', 'approve', 'delete'] as const) {
      expect({ action, offered: can(me, action, { uploadedBy: owns ? 'me' : 'someone' }) }).toEqual({ action, offered: reaches(row[action], owns) });
    }
  });

  it.each([true, false])("should offer editing a series as 'edit' reaches and deleting as 'delete' reaches any (own series: %s)", (owns) => {
    const series = { createdBy: owns ? 'me' : 'someone' };
    expect(canOnSeries(me, 'edit', series)).toBe(reaches(row.edit, owns));
    expect(canOnSeries(me, 'delete', series)).toBe(row.delete === 'any');
    expect(canOnSeries(null, 'edit', series)).toBe(false);
  });

  it("should show administration exactly when the role may 'administer'", () => {
    expect(canManageUsers(me)).toBe(row.administer === 'any');
  });
});
