import { randomUUID } from 'node:crypto';
import { AppError, ROLE_TABLE, ROLES, type Actor, type Reach, type Role } from '@lectures/proto';
import type { ContentEntity } from './content.entity';
import { assertAdmin, assertCanEdit, waitsForApproval } from './permissions';

/** Content's rules that depend on a role, row by row against proto's ROLE_TABLE. */

const actor = (role: Role): Actor => ({ id: randomUUID(), role });
const item = (overrides: Partial<ContentEntity>) => ({ uploadedBy: randomUUID(), status: 'completed', ...overrides }) as ContentEntity;
const reaches = (reach: Reach, owns: boolean) => reach === 'any' || (reach === 'own' && owns);

function allowed(check: () => void): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') return false;
    throw error;
  }
}

describe.each(ROLES)('content rules for role %s, against the role table', (role) => {
  const row = ROLE_TABLE[role];

  it.each([true, false])("should let the role edit an item (its own: %s) as 'edit' reaches", (owns) => {
    const who = actor(role);
    expect(allowed(() => assertCanEdit(who, item({ uploadedBy: owns ? who.id : randomUUID() })))).toBe(reaches(row.edit, owns));
  });

  it.each(['approve', 'delete'] as const)("should let the role %s any item exactly when the table says 'any'", (action) => {
    expect(allowed(() => assertAdmin(actor(role), action))).toBe(row[action] === 'any');
  });

  it("should stage the role's changes to a published item for approval unless it may approve", () => {
    const who = actor(role);
    expect(waitsForApproval(who, item({ status: 'approved', uploadedBy: who.id }))).toBe(row.approve !== 'any');
    // Nothing waits on an item visitors do not see yet.
    expect(waitsForApproval(who, item({ status: 'completed' }))).toBe(false);
  });
});
