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
// ESM-only packages that the built services load with require() (Node 20.19+);
// jest's module registry cannot, so they are compiled to CommonJS like our sources.
const ESM_PACKAGES = ['@tus', 'srvx', 'music-metadata', 'strtok3', 'token-types', 'file-type', 'uint8array-extras', '@borewit', '@tokenizer/inflate', 'media-typer'];
// importInterop 'node': a default import of a CommonJS module is its module.exports, as in Node.
const swcJs = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs', importInterop: 'node' } }];
const moduleNameMapper = {
  '^@lectures/proto$': '<rootDir>/proto/src/index.ts',
  '^@lectures/platform$': '<rootDir>/libs/platform/src/index.ts',
  '^@lectures/object-store$': '<rootDir>/libs/object-store/src/index.ts',
  '^@lectures/islamic-terms$': '<rootDir>/libs/islamic-terms/src/index.ts',
  '^@lectures/media-storage$': '<rootDir>/services/media-storage/src/index.ts',
  '^@lectures/content$': '<rootDir>/services/content/src/index.ts',
  // Exported for import and require(esm) ("module-sync") only, which jest's resolver does not read.
  '^music-metadata$': '<rootDir>/node_modules/music-metadata/lib/index.js',
  '^file-type$': '<rootDir>/node_modules/file-type/index.js',
};
const base = {
  rootDir: __dirname,
  transform: { '^.+\\.tsx?$': swc, [`/node_modules/(${ESM_PACKAGES.join('|')})/.+\\.m?js$`]: swcJs },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
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
