import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Imports flow downwards: app -> screens -> features -> components, runtime -> config, utils.
 * engineering/ (pure rules and figures) sits at the bottom beside utils and imports nothing from src.
 * contracts/ holds what the browser and the server must agree on (the enquiry schema) and imports nothing from src.
 */
const layers = {
  'src/screens/**': ['@/app/*', '@/screens/*'],
  'src/features/**': ['@/app/*', '@/screens/*'],
  'src/components/**': ['@/app/*', '@/screens/*', '@/features/*'],
  'src/runtime/**': ['@/app/*', '@/screens/*', '@/features/*', '@/components/*'],
  'src/content/**': ['@/app/*', '@/screens/*', '@/features/*', '@/components/*', '@/runtime/*'],
  'src/server/**': ['@/app/*', '@/screens/*', '@/features/*', '@/components/*', '@/runtime/*'],
  'src/config/**': ['@/app/*', '@/screens/*', '@/features/*', '@/components/*', '@/runtime/*', '@/server/*'],
  'src/utils/**': ['@/*', '../*'],
  'src/engineering/**': ['@/*', '../*'],
  'src/contracts/**': ['@/app/*', '@/screens/*', '@/features/*', '@/components/*', '@/runtime/*', '@/server/*', '@/content/*', '@/config/*', '../*'],
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.vite-react-ssg-temp'] },
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
  ...Object.entries(layers).map(([files, forbidden]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: 'Imports flow downwards (see STYLE.md): this layer may not import that one.' }] }],
    },
  })),
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/**/*.server.ts'],
    rules: { 'no-console': 'error' },
  },
)
