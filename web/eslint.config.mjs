// Lint for the SPA (the root config ignores web/; run from this folder: npm run lint -w web).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { readdirSync } from 'node:fs';

// The app's layers: shared code (components, hooks, lib, config, types) -> features -> app.
// A feature is a folder of src/features; none reaches into another (what two need is shared).
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['./src/components', './src/hooks', './src/lib', './src/config', './src/types'];
const boundaries = [
  ...SHARED.map((target) => ({ target, from: ['./src/features', './src/app'], message: 'Shared code imports no feature and not the app.' })),
  { target: './src/features', from: './src/app', message: 'A feature does not import the app.' },
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature imports no other feature: move what both need to shared code.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'scripts/**', '*.config.*', 'test/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaries, basePath: import.meta.dirname }],
      'import-x/no-cycle': 'error',
      // Our Switch and Checkbox are the controls their wrapping labels name.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['Switch', 'Checkbox', 'Input', 'Textarea'], depth: 3 }],
      // The fetch() of the one API client: every call goes through it (credentials, base URL, errors).
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the server through the API client (@/lib/api-client).' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // The API client is where fetch() is called.
  { files: ['src/lib/api-client.ts'], rules: { 'no-restricted-globals': 'off' } },
);
