import { randomUUID } from 'node:crypto';
import type { Actor } from '@lectures/proto';
import { DEFAULT_ACL_RULES, mayRead, type PolicyView } from './acl-rule';

const makeActor = (overrides: Partial<Actor> = {}): Actor => ({ id: randomUUID(), role: 'viewer', ...overrides });
const makePolicy = (overrides: Partial<PolicyView> = {}): PolicyView => ({
  owner: randomUUID(),
  visibility: 'private',
  aclRules: DEFAULT_ACL_RULES,
  ...overrides,
});

describe(mayRead.name, () => {
  it('should let anyone read a public object', () => {
    expect(mayRead(makePolicy({ visibility: 'public', aclRules: [] }), null)).toBe(true);
  });

  it('should refuse anonymous readers of a private object', () => {
    expect(mayRead(makePolicy(), null)).toBe(false);
  });

  it('should let signed-in staff read a private object by default', () => {
    expect(mayRead(makePolicy(), makeActor())).toBe(true);
  });

  it('should follow the rules when they are narrower', () => {
    const policy = makePolicy({ aclRules: [{ principal: 'role:contributor', permission: 'read' }] });
    expect(mayRead(policy, makeActor({ role: 'viewer' }))).toBe(false);
    expect(mayRead(policy, makeActor({ role: 'contributor' }))).toBe(true);
  });

  it('should always let the owner and admins read', () => {
    const policy = makePolicy({ aclRules: [] });
    expect(mayRead(policy, makeActor({ id: policy.owner, role: 'contributor' }))).toBe(true);
    expect(mayRead(policy, makeActor({ role: 'admin' }))).toBe(true);
    expect(mayRead(policy, makeActor({ role: 'contributor' }))).toBe(false);
  });
});
