import { sinceOf } from './dashboard-filter-model';

describe('sinceOf', () => {
  const now = new Date(2026, 10, 23, 15, 30);
  it('should turn the date range into the since parameter, or nothing for all time', () => {
    expect(sinceOf('all', now)).toBeUndefined();
    expect(sinceOf('today', now)).toBe(new Date(2026, 10, 23).toISOString());
    expect(sinceOf('week', now)).toBe(new Date(now.getTime() - 7 * 86_400_000).toISOString());
    expect(sinceOf('year', now)).toBe(new Date(now.getTime() - 365 * 86_400_000).toISOString());
  });
});
