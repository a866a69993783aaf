import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const SCHEMA_IMPORTS = {
  group: ['**/db/schema', '**/db/schema/**'],
  message: 'Only a repository (*.repository.ts) may use the db schema: move the query there.',
};
const DOMAIN_IMPORTS = {
  group: [
    '**/db/*',
    '**/http/*',
    '**/jobs/*',
    '**/realtime/*',
    '**/*.repository',
    '**/*.routes',
    'fastify',
    'drizzle-orm',
    'drizzle-orm/*',
  ],
  message: 'Domain code holds the rules alone: no HTTP, database, jobs or realtime.',
};
/**
 * The web app's layers, lowest first (lib and components are one shared layer): each folder may
 * import only from the folders it lists, from itself and from WEB_SHARED. Entities and features
 * are units: a unit may not import another unit of its folder, except the features in `shared`.
 */
const WEB_SRC = 'apps/web/src';
/** Open to every layer: the theme and the test helpers. */
const WEB_SHARED = ['theme', 'test'];
const WEB_LAYERS = [
  { folder: 'lib', uses: ['components'] },
  { folder: 'components', uses: ['lib'] },
  { folder: 'entities', uses: ['lib', 'components'], units: true },
  {
    folder: 'features',
    uses: ['lib', 'components', 'entities'],
    units: true,
    shared: ['competitor-pickers'],
  },
  { folder: 'app', uses: ['lib', 'components', 'entities', 'features'] },
  { folder: 'pages', uses: ['lib', 'components', 'entities', 'features'] },
  { folder: 'routes', uses: ['lib', 'components', 'entities', 'features', 'app', 'pages'] },
];

const entriesOf = (folder) =>
  readdirSync(new URL(`${WEB_SRC}/${folder}`, import.meta.url), { withFileTypes: true }).map(
    (entry) => entry.name.replace(/\.tsx?$/, ''),
  );

/** A relative import that climbs out of the file's folder and into one of `names`. */
const importInto = (names, message) => ({
  regex: `^(?:\\.\\./)+(?:${names.join('|')})(?:/|$)`,
  message,
  caseSensitive: true,
});

/**
 * Rank Radar's tracker core (the folder's own files) knows none of the modules built on it, and
 * those take the core's tracker but never each other's parts.
 */
const RANK_RADAR = 'apps/server/src/modules/rank-radar';
const RANK_RADAR_MODULES = ['alerts', 'highlights', 'history', 'insights'];

function rankRadarRules() {
  const notInto = (pattern, message) => ({
    selector: `:matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration)[source.value=/${pattern}/]`,
    message,
  });
  const core = {
    files: [`${RANK_RADAR}/*.ts`, `${RANK_RADAR}/domain/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        notInto(
          `^\\.{1,2}\\/(${RANK_RADAR_MODULES.join('|')})\\/`,
          'The Rank Radar core may not import its alerts, highlights, history or insights modules: hand it a hook from app.ts.',
        ),
      ],
    },
  };
  return [
    core,
    ...RANK_RADAR_MODULES.map((unit) => ({
      files: [`${RANK_RADAR}/${unit}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          notInto(
            `^(\\.\\.\\/)+(${RANK_RADAR_MODULES.filter((u) => u !== unit).join('|')})\\/`,
            `rank-radar/${unit} may use the tracker core but no other Rank Radar module.`,
          ),
        ],
      },
    })),
  ];
}

function webLayerRules() {
  const top = entriesOf('');
  return WEB_LAYERS.flatMap(({ folder, uses, units, shared = [] }) => {
    const above = top.filter((name) => ![folder, ...WEB_SHARED, ...uses].includes(name));
    const layerRule = importInto(
      above,
      `${folder}/ may import only from ${[...uses, ...WEB_SHARED].join(', ')} and itself.`,
    );
    if (!units) {
      return [
        {
          files: [`${WEB_SRC}/${folder}/**/*.{ts,tsx}`],
          rules: { 'no-restricted-imports': ['error', { patterns: [layerRule] }] },
        },
      ];
    }
    const all = entriesOf(folder);
    return all.map((unit) => {
      const allowed = shared.includes(unit) ? [] : shared;
      const others = all.filter((other) => other !== unit && !allowed.includes(other));
      const message = `${folder}/${unit} may import no other unit of ${folder}/${allowed.length ? ` except ${allowed.join(', ')}` : ''}.`;
      return {
        files: [`${WEB_SRC}/${folder}/${unit}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                importInto([...above, folder], layerRule.message),
                ...(others.length ? [importInto(others, message)] : []),
              ],
            },
          ],
        },
      };
    });
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.ts', 'scripts/*.ts', 'apps/server/scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // Test files share their worker's module graph (vitest.config.ts: isolate false), so a module
    // another file imported first cannot be replaced.
    files: ['apps/**/*.test.{ts,tsx}', 'packages/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message:
            'Test files share one module graph: pass a stand-in (apps/web/src/test has fakes for fetch, the realtime server and the router) instead of replacing a module.',
        },
      ],
    },
  },
  {
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': it fails a test whose pages break the CSP.",
            },
          ],
        },
      ],
    },
  },
  // Only repositories (and the db folder, test files and helpers) read the schema: every SQL
  // statement lives in a repository.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [SCHEMA_IMPORTS] }] },
  },
  // Services speak the domain: errors with a kind from lib/errors, no HTTP types or status codes.
  {
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SCHEMA_IMPORTS,
            {
              group: ['**/http', '**/http/**'],
              message:
                'A service may not import http/: throw a DomainError (lib/errors.ts) and take shared types from lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module's domain folder holds its rules alone: no HTTP, database, jobs or realtime.
    files: ['apps/server/src/modules/**/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DOMAIN_IMPORTS] }] },
  },
  {
    // The niche-maths kernel is shared by the modules that make or recompute a niche's figures, so
    // it stands below all of them and imports none.
    files: ['apps/server/src/modules/niche-math/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DOMAIN_IMPORTS,
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\./)',
              message: 'niche-math imports no other module: every module may use it.',
            },
          ],
        },
      ],
    },
  },
  ...rankRadarRules(),
  ...webLayerRules(),
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
