import { serverSort } from './library-model';

describe('library model', () => {
  it("should ask the server for SPEC's four orders, duration longest first", () => {
    expect((['recent', 'title', 'duration', 'speaker'] as const).map(serverSort)).toEqual(['newest', 'title', 'longest', 'speaker']);
  });
});
