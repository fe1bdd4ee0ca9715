import type { Role } from './roles';

/** What staff do, as DESIGN's table 'Who may do what' names it. */
export type StaffAction = 'read-staff' | 'upload' | 'edit' | 'reprocess' | 'approve' | 'delete' | 'administer';

/** How far a role reaches for an action: every item, the items it uploaded, or none. */
export type Reach = 'any' | 'own' | 'none';

/**
 * The one role table (DESIGN 'Who may do what'). The gateway's route guards (Allowed), content's
 * rules, the web app's menus and buttons are derived from it; 'administer' covers users and
 * roles, the audit log, API keys, imports and fixity. Anonymous callers reach only what is public.
 */
export const ROLE_TABLE: Readonly<Record<Role, Readonly<Record<StaffAction, Reach>>>> = {
  admin: { 'read-staff': 'any', upload: 'any', edit: 'any', reprocess: 'any', approve: 'any', delete: 'any', administer: 'any' },
  contributor: { 'read-staff': 'any', upload: 'any', edit: 'own', reprocess: 'own', approve: 'none', delete: 'none', administer: 'none' },
  viewer: { 'read-staff': 'any', upload: 'none', edit: 'none', reprocess: 'none', approve: 'none', delete: 'none', administer: 'none' },
};

/** Whether the role may do the action, on an item it uploaded (`owns`) or on any. */
export function may(role: Role, action: StaffAction, owns = false): boolean {
  const reach = ROLE_TABLE[role][action];
  return reach === 'any' || (reach === 'own' && owns);
}

/** The roles that may do any of the actions on at least their own items. */
export function rolesFor(...actions: StaffAction[]): Role[] {
  return (Object.keys(ROLE_TABLE) as Role[]).filter((role) => actions.some((action) => ROLE_TABLE[role][action] !== 'none'));
}
