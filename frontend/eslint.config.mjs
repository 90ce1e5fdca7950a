// @ts-check
import eslint from '@eslint/js';
import angular from 'angular-eslint';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', '.angular/', 'test-artifacts/', 'tools/fence-fixtures/'] },
  {
    files: ['src/**/*.ts'],
    extends: [
      eslint.configs.recommended,
      tseslint.configs.recommended,
      angular.configs.tsRecommended,
    ],
    processor: angular.processInlineTemplates,
    rules: {
      // Same house rules as the root config (which lints every other workspace).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      '@angular-eslint/component-selector': [
        'error',
        { type: 'element', prefix: 'app', style: 'kebab-case' },
      ],
      '@angular-eslint/directive-selector': [
        'error',
        { type: 'attribute', prefix: 'app', style: 'camelCase' },
      ],
      // One way to load and one way to mutate: resources for reads, mutation() for writes.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'rxjs',
              importNames: ['firstValueFrom', 'lastValueFrom'],
              message:
                'Read with httpResource/rxResource and write with mutation() (shared/data/mutation.ts).',
            },
            {
              name: '@angular/forms',
              message: 'Forms are signals bound with [value]/(input); see frontend/README.md.',
            },
          ],
        },
      ],
    },
  },
  {
    // Specs may await an Observable directly.
    files: ['src/**/*.spec.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.html'],
    extends: [angular.configs.templateRecommended, angular.configs.templateAccessibility],
    rules: {
      // `autofocus` inside a modal <dialog> is how the platform picks the control focused when it opens.
      '@angular-eslint/template/no-autofocus': 'off',
    },
  },
);
