// Unit specs of the SPA's plain TypeScript (formatting, API client). Run from the repo root:
//   npx jest -c web/jest.config.cjs
const path = require('node:path');

module.exports = {
  displayName: 'web-unit',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test/i18n-setup.ts'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      // Decorators as the services compile them: the contracts' frame classes (proto) use class-validator.
      { jsc: { parser: { syntax: 'typescript', tsx: true, decorators: true }, transform: { legacyDecorator: true }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: {
    '^@/config/env$': path.join(__dirname, 'test/env.stub.ts'),
    '^@/(.*)$': path.join(__dirname, 'src/$1'),
    '^@proto/(.*)$': path.join(__dirname, '../proto/src/$1'),
  },
};
