import { settleWithin } from './settle-within';

describe(settleWithin.name, () => {
  it("should give the work's value when it comes in time", async () => {
    await expect(settleWithin(Promise.resolve('done'), 50, 'late')).resolves.toBe('done');
  });

  it('should give the fallback once the time has passed', async () => {
    await expect(settleWithin(new Promise<never>(() => undefined), 10, 'late')).resolves.toBe('late');
  });

  it("should pass the work's failure through", async () => {
    await expect(settleWithin(Promise.reject(new Error('boom')), 50, 'late')).rejects.toThrow('boom');
  });
});
