import { may, rolesFor } from './role-table';

/** DESIGN 'Who may do what', row by row. */
describe('the role table', () => {
  it('should let every staff role read the admin lists, items and live streams', () => {
    expect(rolesFor('read-staff')).toEqual(['admin', 'contributor', 'viewer']);
  });

  it('should let admins and contributors upload, never viewers', () => {
    expect(rolesFor('upload')).toEqual(['admin', 'contributor']);
  });

  it('should let contributors edit and reprocess their own items only, admins any', () => {
    for (const action of ['edit', 'reprocess'] as const) {
      expect([may('contributor', action, true), may('contributor', action, false)]).toEqual([true, false]);
      expect([may('admin', action, false), may('viewer', action, true)]).toEqual([true, false]);
    }
  });

  it('should keep approving, deleting and administration to admins, whoever uploaded the item', () => {
    for (const action of ['approve', 'delete', 'administer'] as const) expect({ action, roles: rolesFor(action), own: may('contributor', action, true) }).toEqual({ action, roles: ['admin'], own: false });
  });
});
