/**
 * Load figures of the site server (`npm start`): requests per second and p50/p99 latency for a
 * page, a payload and a hashed JS asset, asked for with a browser's Accept-Encoding, side by side
 * with nginx serving the same dist/ with deploy/nginx/conveyor-site.conf (when nginx is installed);
 * then page latency while enquiries flood the API. Both servers run one process (one nginx worker).
 *   npm run bench:server                     10 s per measurement
 *   npm run bench:server -- --duration 5
 * Needs a build (npm run build). Enquiries go to a temporary database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER, type EnquiryRequestInput } from '@/contracts/enquiry-schema'
import { readRouteTable } from '@/content/route-table.server'
import { createApp } from '@/server/create-app'
import { readServerConfig } from '@/server/server-config'
import { pagePolicyFile } from '@/server/site/dist-layout'
import { nginxMissing, startNginx } from './nginx-site'

const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd', 'user-agent': 'Mozilla/5.0 (bench)' }
const connections = 50
const floodConnections = 20
const distDir = join(process.cwd(), 'dist')

interface Figures {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** The server as `npm start` runs it (the same app and settings, without the build check), in this file's --serve mode. */
async function startNode(databasePath: string): Promise<{ origin: string; port: number; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--serve'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ENQUIRY_DB_PATH: databasePath, ENQUIRY_RATE_LIMIT: '100000000/1h' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Serving the site\b/.test(output)) resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)))
  })
  return { origin: `http://127.0.0.1:${port}`, port, child }
}

async function serve(): Promise<void> {
  const config = readServerConfig()
  const app = await createApp({ distDir: config.distDir, table: readRouteTable(), enquiries: config.enquiries, trustProxy: config.trustProxy, logger: { level: 'warn' } })
  await app.listen({ port: config.port, host: config.host })
  console.log(`Serving the site on ${config.port}`)
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
}

function figures(result: autocannon.Result): Figures {
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx }
}

function load(url: string, duration: number, connectionCount = connections): Promise<autocannon.Result> {
  return autocannon({ url, connections: connectionCount, duration, headers: browserHeaders })
}

function enquiryBody(): EnquiryRequestInput {
  return {
    name: 'Bench Buyer',
    email: 'bench@example.com',
    company: 'Bench Bulk Handling Ltd',
    country: 'GH',
    products: [{ name: 'Carrying Idler Set', quantity: 200, unit: 'sets' }],
    message: 'Load test enquiry: please quote.',
    sourcePage: '/idler',
    website: '',
    elapsedMs: 45_000,
  }
}

/** Enquiries at floodConnections concurrent, each under its own idempotency key, so each is stored. */
function flood(origin: string, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${origin}${ENQUIRY_PATH}`,
    connections: floodConnections,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(enquiryBody()),
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, [IDEMPOTENCY_HEADER]: randomUUID() } }),
      },
    ],
  })
}

function row(cells: (string | number)[]): string {
  return cells.map((cell, index) => (index === 0 ? String(cell).padEnd(34) : String(cell).padStart(12))).join('')
}

function formatted(result: Figures | undefined): (string | number)[] {
  if (!result) return ['-', '-', '-']
  return [Math.round(result.requestsPerSecond), `${result.p50} ms`, `${result.p99} ms`]
}

async function main(): Promise<number> {
  const durationIndex = process.argv.indexOf('--duration')
  const duration = durationIndex > 0 ? Number(process.argv[durationIndex + 1]) : 10
  if (!existsSync(join(distDir, pagePolicyFile))) throw new Error('dist/ has no build with pre-compressed files: run npm run build')
  const script = readdirSync(join(distDir, 'assets')).find((name) => /^app-.*\.js$/.test(name))
  const payload = readdirSync(join(distDir, 'static-loader-data')).find((name) => /^roller\.[\w-]+\.json$/.test(name))
  const targets = [
    { name: 'page /roller', path: '/roller' },
    { name: 'payload (roller JSON)', path: `/static-loader-data/${payload}` },
    { name: `JS asset (${script})`, path: `/assets/${script}` },
  ]

  const folder = mkdtempSync(join(tmpdir(), 'bench-server-'))
  const node = await startNode(join(folder, 'enquiries.sqlite'))
  const missing = nginxMissing()
  const nginx = missing ? undefined : await startNginx({ distDir, upstreamPort: node.port })
  const results: { name: string; node: Figures; nginx?: Figures }[] = []
  let floodResults: { pageAlone: Figures; page: Figures; enquiries: Figures } | undefined
  try {
    for (const target of targets) {
      // A short warm-up, then the measurement; nginx and Node take turns so neither has the machine alone.
      await load(`${node.origin}${target.path}`, 1)
      const nodeFigures = figures(await load(`${node.origin}${target.path}`, duration))
      let nginxFigures: Figures | undefined
      if (nginx) {
        await load(`${nginx.origin}${target.path}`, 1)
        nginxFigures = figures(await load(`${nginx.origin}${target.path}`, duration))
      }
      results.push({ name: target.name, node: nodeFigures, nginx: nginxFigures })
    }
    const pageAlone = results[0]?.node
    const [page, enquiries] = await Promise.all([load(`${node.origin}/roller`, duration), flood(node.origin, duration)])
    if (pageAlone) floodResults = { pageAlone, page: figures(page), enquiries: figures(enquiries) }
  } finally {
    await nginx?.stop()
    node.child.kill('SIGTERM')
    await once(node.child, 'exit')
    rmSync(folder, { recursive: true, force: true })
  }

  console.log(`\nServer load, ${connections} connections, ${duration} s each, Accept-Encoding: ${browserHeaders['accept-encoding']}`)
  console.log(row(['', 'npm start', '', '', 'nginx', '', '']))
  console.log(row(['', 'req/s', 'p50', 'p99', 'req/s', 'p50', 'p99']))
  for (const result of results) console.log(row([result.name, ...formatted(result.node), ...formatted(result.nginx)]))
  if (missing) console.log(`nginx: not measured: ${missing}`)
  const errors = results.reduce((sum, result) => sum + result.node.errors + (result.nginx?.errors ?? 0), 0)
  if (floodResults) {
    console.log(`\nPage /roller (${connections} connections) during an enquiry flood (${floodConnections} connections, each enquiry stored):`)
    console.log(row(['', 'req/s', 'p50', 'p99']))
    console.log(row(['page alone', ...formatted(floodResults.pageAlone)]))
    console.log(row(['page during the flood', ...formatted(floodResults.page)]))
    console.log(row(['enquiries stored during the flood', ...formatted(floodResults.enquiries)]))
    console.log(`\nGoal: page p99 under 100 ms during the flood: ${floodResults.page.p99 < 100 ? 'met' : 'NOT met'} (${floodResults.page.p99} ms)`)
  }
  if (errors > 0) {
    for (const result of results) {
      if (result.node.errors + (result.nginx?.errors ?? 0) > 0) console.log(`${result.name}: ${result.node.errors} failed on npm start, ${result.nginx?.errors ?? 0} on nginx`)
    }
    console.log(`${errors} requests failed or answered other than 2xx`)
  }
  return errors > 0 ? 1 : 0
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
} else {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    },
  )
}
