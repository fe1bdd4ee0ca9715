import { may, type Actor, type Role, type Visibility } from '@lectures/proto';

/**
 * One grant of a private object: to everyone signed in (staff), to a role,
 * or to one user. Public objects need no rules; owners, and whoever may edit any item (the
 * role table's 'edit' reaching every item: admins), always read.
 */
export type AclPrincipal = 'signed-in' | `role:${Role}` | `user:${string}`;

export interface AclRule {
  principal: AclPrincipal;
  permission: 'read';
}

/** Media of anything unpublished is for signed-in staff (DESIGN, Media). */
export const DEFAULT_ACL_RULES: AclRule[] = [{ principal: 'signed-in', permission: 'read' }];

export interface PolicyView {
  owner: string;
  visibility: Visibility;
  aclRules: AclRule[];
}

export function mayRead(policy: PolicyView, actor: Actor | null | undefined): boolean {
  if (policy.visibility === 'public') return true;
  if (!actor) return false;
  if (actor.id === policy.owner || may(actor.role, 'edit')) return true;
  return policy.aclRules.some(
    (rule) =>
      rule.permission === 'read' &&
      (rule.principal === 'signed-in' || rule.principal === `role:${actor.role}` || rule.principal === `user:${actor.id}`),
  );
}
