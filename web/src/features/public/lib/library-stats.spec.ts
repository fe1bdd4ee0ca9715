import { heroStats } from './library-stats';

describe('heroStats', () => {
  it('should name one Recording and floor the hours', () => {
    expect(heroStats({ count: 1, totalDurationSeconds: 7199 })).toEqual({ count: 1, noun: 'Recording', hours: 1 });
    expect(heroStats({ count: 0, totalDurationSeconds: 0 })).toEqual({ count: 0, noun: 'Recordings', hours: 0 });
    expect(heroStats({ count: 2, totalDurationSeconds: 10799 }).hours).toBe(2);
  });
});
