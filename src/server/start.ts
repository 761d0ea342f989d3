import { execFileSync } from 'node:child_process'
import { readRouteTable } from '@/content/route-table.server'
import { buildIsStale } from './build-freshness'
import { createApp } from './create-app'
import { readServerConfig, trustProxyWarning } from './server-config'
import { servicesSummary } from './service-config'

/** The build's packages are devDependencies: a production install (the Docker image) serves a prebuilt dist/ without them. */
function buildPackagesInstalled(): boolean {
  try {
    import.meta.resolve('vite-react-ssg')
    return true
  } catch {
    return false
  }
}

async function start() {
  const config = readServerConfig()
  if (buildIsStale(process.cwd(), config.distDir)) {
    if (!buildPackagesInstalled()) {
      throw new Error(
        'The build is missing or older than the sources, and the packages that build it are not installed (npm ci --omit=dev installs only what serves a build): run npm ci, or serve a dist/ built elsewhere.',
      )
    }
    console.log('The build is missing or older than the sources: building first.')
    // Always a production build, whatever NODE_ENV the caller runs under (test runners set "test").
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  }
  // Warnings and errors only: a failed store is reported, each request is not.
  const app = await createApp({
    distDir: config.distDir,
    table: readRouteTable(),
    enquiries: config.enquiries,
    services: config.services,
    trustProxy: config.trustProxy,
    hstsMaxAgeSeconds: config.hstsMaxAgeSeconds,
    logger: { level: 'warn' },
  })
  await app.listen({ port: config.port, host: config.host })
  console.log(`Serving the site and the enquiry API on http://${config.host}:${config.port}`)
  console.log(`Enquiries are stored in ${config.enquiries.databasePath}`)
  for (const line of servicesSummary(config.services)) console.log(line)
  const trustWarning = trustProxyWarning(config)
  if (trustWarning) console.warn(trustWarning)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)))
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
