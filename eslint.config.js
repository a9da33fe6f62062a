import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_FEATURES = [
  'landing',
  'legal',
  'auth',
  'dashboard',
  'league',
  'profile',
  'admin',
  'results',
  'crowd',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Dependencies flow downhill: shared imports neither app.
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@zetelpoule/server*', '@zetelpoule/web*'],
              message: 'packages/shared must not import the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@zetelpoule/web*'],
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@zetelpoule/server*'],
              message: 'The web app never imports server code.',
            },
          ],
        },
      ],
    },
  },
  // Inside the web app: components/ui and lib never import features or app; a feature never
  // imports another feature (what two features share moves down to components/ or lib/).
  {
    files: ['apps/web/src/{components,lib,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'components/ and lib/ must not import features or app.',
            },
          ],
        },
      ],
    },
  },
  // Decisions 013 and 042: the landing and login pages start without zod; the schemas they need
  // come with `import()`. scripts/check-bundle-size.mjs checks the built chunks after the build
  // (and the imports of imports); this catches a direct static import in seconds. The
  // typescript-eslint rule is used so that type-only imports stay allowed and so that it does
  // not replace the base rule's feature boundaries configured for the same files below.
  {
    files: [
      'apps/web/src/app/routes/{landing,login}.tsx',
      'apps/web/src/features/landing/**/*.{ts,tsx}',
      'apps/web/src/features/auth/components/{login-page,auth-card,social-sign-in}.tsx',
      'apps/web/src/features/auth/api/{auth-contract,login,resend-verification,get-providers}.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // zod, the form resolver, the shared barrel and every contract module but the three
              // without zod.
              regex:
                '^(zod(/.*)?|@hookform/resolvers/zod|@zetelpoule/shared|@zetelpoule/shared/contract/(?!(login-codes|paths|share-images)$).*)$',
              allowTypeImports: true,
              message:
                'The landing and login pages start without zod (decisions 013, 042): load schemas with import(), or import a zod-free module.',
            },
          ],
        },
      ],
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: WEB_FEATURES.filter((f) => f !== feature).flatMap((f) => [
                `**/features/${f}`,
                `**/features/${f}/**`,
              ]),
              message:
                'A feature never imports another feature; move what is shared to components/ or lib/.',
            },
            { group: ['**/app/**'], message: 'Features must not import app/.' },
          ],
        },
      ],
    },
  })),
);
