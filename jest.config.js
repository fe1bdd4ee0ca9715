// One runner for every tier. Unit specs sit beside the code (*.spec.ts);
// medium specs (*.medium-spec.ts) talk to the real Postgres, RabbitMQ and Redis;
// e2e specs (test/**/*.e2e-spec.ts) drive built processes over HTTP and in a browser.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@lectures/proto$': '<rootDir>/proto/src/index.ts',
  '^@lectures/platform$': '<rootDir>/libs/platform/src/index.ts',
  '^@lectures/object-store$': '<rootDir>/libs/object-store/src/index.ts',
  '^@lectures/media-storage$': '<rootDir>/services/media-storage/src/index.ts',
  '^@lectures/content$': '<rootDir>/services/content/src/index.ts',
};
const base = {
  rootDir: __dirname,
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
  testTimeout: 60000,
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/data'],
};
module.exports = {
  testTimeout: 60000,
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/{proto,libs,services,scripts,deploy}/**/*.spec.ts'] },
    { ...base, displayName: 'medium', testMatch: ['<rootDir>/{proto,libs,services,deploy}/**/*.medium-spec.ts'] },
    { ...base, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
