import { EnvReader } from '@lectures/platform';
import { readGatewayConfig } from './gateway.config';

const SECRET = { SIGNING_SECRET: 'a-long-enough-secret-for-tests' };

describe(readGatewayConfig.name, () => {
  describe('PUBLIC_URL', () => {
    it('should be required in distributed mode, where links must not come from a Host header', () => {
      const env = new EnvReader(SECRET);
      readGatewayConfig(env, false, '/tmp');
      expect(() => env.done('gateway')).toThrow(/PUBLIC_URL is required in distributed mode/);
    });

    it('should default to the configured port on localhost in embedded mode', () => {
      expect(readGatewayConfig(new EnvReader({ PORT: '3100' }), true, '/tmp').publicUrl).toBe('http://localhost:3100');
    });

    it('should be taken as given, without a trailing slash', () => {
      expect(readGatewayConfig(new EnvReader({ ...SECRET, PUBLIC_URL: 'https://lectures.example.org/' }), false, '/tmp').publicUrl).toBe('https://lectures.example.org');
    });
  });
});
