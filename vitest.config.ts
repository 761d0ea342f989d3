import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { fixtureBuildConstants } from './tests/fixtures/build-constants.ts'

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
