import { ByteBoundedMap } from './byte-bounded-map';

describe('ByteBoundedMap', () => {
  it('should let the least recently read entries go once the bytes pass the budget', () => {
    const map = new ByteBoundedMap<string, string>(100);
    map.set('a', 'A', 40);
    map.set('b', 'B', 40);
    expect(map.get('a')).toBe('A');
    map.set('c', 'C', 40);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['A', undefined, 'C']);
    expect([map.size, map.bytes]).toEqual([2, 80]);
  });

  it('should count a size told later only for the entry it was told for', () => {
    const map = new ByteBoundedMap<string, string>(100);
    map.set('a', 'first');
    map.set('b', 'B', 50);
    map.resize('a', 'first', 30);
    expect(map.bytes).toBe(80);
    map.set('a', 'second', 10);
    // The first value's size arrives after it was replaced: not counted.
    map.resize('a', 'first', 90);
    map.delete('a', 'first');
    expect([map.get('a'), map.bytes]).toEqual(['second', 60]);
    map.resize('b', 'B', 95);
    expect([map.get('a'), map.get('b'), map.bytes]).toEqual([undefined, 'B', 95]);
  });

  it('should keep the newest entry even when it alone is over the budget', () => {
    const map = new ByteBoundedMap<string, string>(10);
    map.set('a', 'A', 5);
    map.set('big', 'BIG', 50);
    expect([map.get('a'), map.get('big'), map.bytes]).toEqual([undefined, 'BIG', 50]);
  });
});
