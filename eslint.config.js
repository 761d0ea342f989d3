import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const layoutMessage = 'Imports flow downwards (see the README, section "Layout"): {{from.type}} may not import {{to.type}}.'

/** The layers, by file path (first match wins). */
const elements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'screens', pattern: 'src/screens/*', capture: ['name'] },
  // Loaders shared by several screens sit beside their folders.
  { type: 'screens', pattern: 'src/screens' },
  { type: 'features', pattern: 'src/features/*', capture: ['name'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'runtime', pattern: 'src/runtime' },
  { type: 'downloads', pattern: 'src/downloads' },
  { type: 'content', pattern: 'src/content' },
  { type: 'models', pattern: 'src/models' },
  { type: 'drawings', pattern: 'src/drawings' },
  { type: 'geometry', pattern: 'src/geometry' },
  { type: 'server', pattern: 'src/server' },
  { type: 'config', pattern: 'src/config' },
  { type: 'contracts', pattern: 'src/contracts' },
  { type: 'engineering', pattern: 'src/engineering' },
  { type: 'utils', pattern: 'src/utils' },
  // What is left at the top: main.tsx, the vite-react-ssg entry.
  { type: 'entry', pattern: 'src' },
]

/** Code that runs in the browser; the rest (server/) runs in Node only. */
const browserLayers = [
  'app',
  'screens',
  'features',
  'components',
  'runtime',
  'downloads',
  'content',
  'drawings',
  'geometry',
  'config',
  'contracts',
  'engineering',
  'utils',
]

/** What each layer may import besides itself; engineering and utils import nothing else from src. */
const bottom = ['config', 'contracts', 'engineering', 'utils']
const allowed = {
  entry: ['app', 'entry'],
  app: ['screens', 'features', 'components', 'runtime', 'content', ...bottom],
  // A screen never imports another screen; a feature never imports a sibling feature.
  screens: ['features', 'components', 'runtime', 'downloads', 'content', 'drawings', ...bottom],
  features: ['components', 'runtime', 'content', 'drawings', ...bottom],
  components: ['runtime', 'content', ...bottom],
  runtime: ['config', 'utils'],
  // The datasheet and catalogue writers read the content and the drawings; nothing below reads them.
  downloads: ['content', 'drawings', 'geometry', ...bottom],
  // Content validates a product's drawing field with the geometry's schema.
  content: ['drawings', 'geometry', ...bottom],
  // The 3D models (build time only) are the CAD kernel's rendering of the geometry.
  models: ['geometry', 'engineering', 'utils'],
  // The drawings render the geometry; they read a product's size rows through engineering's types, never the content layer.
  drawings: ['geometry', 'engineering', 'utils'],
  // The geometry is built from size rows and engineering only: no renderer, no content.
  geometry: ['engineering', 'utils'],
  server: ['content', ...bottom],
  config: ['utils'],
  contracts: ['engineering', 'utils'],
  engineering: [],
  utils: [],
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.vite-react-ssg-temp', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      // Build-time and server modules: fs, markdown, routes.json.
      'boundaries/files': [
        { category: 'server-only', pattern: 'src/**/*.server.ts' },
        { category: 'source', pattern: 'src/**/*' },
      ],
      'boundaries/include': ['src/**/*'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: layoutMessage,
          policies: [
            ...Object.entries(allowed).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: to } } } },
            })),
            {
              from: { element: { types: { anyOf: browserLayers } }, file: { categories: { noneOf: ['server-only'] } } },
              disallow: { to: { file: { categories: { anyOf: ['server-only'] } } } },
              message: 'Browser code never imports a *.server.ts module (build time and server only; see the README, section "Layout").',
            },
            // The route records name each screen's build-time loader, loaded only in the pre-render
            // (behind import.meta.env.SSR), never by the browser.
            {
              from: { element: { type: 'app' } },
              allow: { to: { file: { categories: { anyOf: ['server-only'] } } }, dependency: { nodeKind: 'dynamic-import' } },
            },
            // A screen's payload is typed from its loader: a type import, erased from the bundle.
            {
              from: { element: { type: 'screens' } },
              allow: { to: { file: { categories: { anyOf: ['server-only'] } } }, dependency: { kind: 'type' } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/**/*.server.ts'],
    rules: { 'no-console': 'error' },
  },
)
