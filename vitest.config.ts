import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { fixtureBuildConstants } from './tests/fixtures/build-constants.ts'

/**
 * Coverage comes from the tiers that run the site's code in their own process: unit, content and
 * server. The build tier reads files in dist/ and the browser tier drives Chromium against
 * `npm start` in another process, so V8 cannot see the code they exercise from here.
 * `npm test` runs each measured tier once with COVERAGE_TIER set (`unit`, `content`, `server`):
 * that run records its coverage with its test results in .vitest-reports/<tier>.json and checks
 * nothing; `npm run test:coverage` then merges the three, writes coverage/ and checks the
 * thresholds per layer. No tier runs twice for coverage.
 */
const coverageTier = process.env.COVERAGE_TIER

/**
 * Per layer, 1-2 points below the merged figures measured (the README's "Tests" section), so a
 * layer that loses tests fails `npm test`: rules, contracts and the service high; screens,
 * components and the app shell low, as the browser tier exercises them and V8 does not see it.
 */
const layerThresholds = {
  'src/engineering/**': { lines: 97, statements: 95, functions: 97, branches: 88 },
  'src/contracts/**': { lines: 99, statements: 98, functions: 99, branches: 92 },
  'src/drawings/**': { lines: 97, statements: 96, functions: 94, branches: 85 },
  'src/geometry/**': { lines: 97, statements: 95, functions: 92, branches: 93 },
  'src/config/**': { lines: 91, statements: 92, functions: 98, branches: 85 },
  'src/content/**': { lines: 91, statements: 89, functions: 89, branches: 81 },
  'src/server/**': { lines: 90, statements: 87, functions: 87, branches: 78 },
  'src/utils/**': { lines: 66, statements: 65, functions: 62, branches: 49 },
  'src/runtime/**': { lines: 63, statements: 62, functions: 65, branches: 53 },
  'src/features/**': { lines: 57, statements: 56, functions: 51, branches: 47 },
  // The STEP and GLB writers: the kernel's own failures are only reached by a broken geometry.
  'src/models/**': { lines: 62, statements: 60, functions: 74, branches: 48 },
  'src/screens/**': { lines: 47, statements: 46, functions: 43, branches: 35 },
  'src/components/**': { lines: 30, statements: 28, functions: 25, branches: 35 },
  'src/app/**': { lines: 20, statements: 20, functions: 10, branches: 24 },
  // src/downloads (the PDF writers) runs in the build's downloads step, outside the test process:
  // the build tier checks what it wrote (tests/build/downloads.test.ts), as it does src/main.tsx's page.
}

/**
 * The test tiers, each a vitest project picked by folder or suffix (the README's "Tests" section),
 * so a new test file lands in its tier by where it is saved. Separate from vite.config.ts, which
 * loads the content and the route table when read: no tier here reads or renders the site.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // What the build compiles in from the content, here from a small fixture: no tier pays for the catalogue to start.
  define: fixtureBuildConstants(process.env),
  test: {
    environment: 'node',
    // Each test does a bounded piece of work; the margin is for a busy 2-core machine, where a
    // browser test can take several times as long as on a quiet one.
    testTimeout: 60_000,
    // A browser poll waits as a reader would for what they expect to see, not vitest's 1 s default.
    expect: { poll: { timeout: 15_000 } },
    // A tier run for coverage keeps its results and coverage for `npm run test:coverage` to merge.
    reporters: coverageTier ? ['default', ['blob', { outputFile: `.vitest-reports/${coverageTier}.json` }]] : ['default'],
    coverage: {
      provider: 'v8',
      enabled: coverageTier !== undefined,
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.d.ts'],
      reportsDirectory: 'coverage',
      // A tier's own run reports nothing: its figures are a part of the whole.
      reporter: coverageTier
        ? []
        : [
            [fileURLToPath(new URL('./tests/support/coverage-by-layer.cjs', import.meta.url)), { thresholds: layerThresholds }],
            'text-summary',
            'json-summary',
            'html',
          ],
      thresholds: coverageTier ? undefined : layerThresholds,
    },
    projects: [
      // Pure rules, components in jsdom, scripts on small inputs: no build, no server, no catalogue.
      // Threads start faster than the default child processes, which is most of a unit file's time.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], pool: 'threads' } },
      // The real content: every product, article, drawing, route and search query checked (run after
      // the build, whose downloads the search index lists).
      { extends: true, test: { name: 'content', include: ['tests/content/**/*.test.{ts,tsx}'] } },
      // The build output in dist/, read like a product.
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.{ts,tsx}'] } },
      // The Node service in-process (fastify's inject or a port), on the build.
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.{ts,tsx}'] } },
      // Chromium against one `npm start` shared by every file (tests/support/browser-tier.ts).
      { extends: true, test: { name: 'browser', include: ['tests/**/*.spec.{ts,tsx}'], globalSetup: ['tests/support/browser-tier.ts'] } },
    ],
  },
})
