/**
 * Load figures of the site server (`npm start`): requests per second, p50/p99 latency and CPU
 * time per request for a page, a payload and a hashed JS asset, asked for with a browser's
 * Accept-Encoding, side by side with nginx serving the same dist/ with
 * deploy/nginx/conveyor-site.conf (when nginx is installed); then page latency while enquiries
 * flood the API.
 *   npm run bench:server                               3 rounds of 10 s per figure
 *   npm run bench:server -- --duration 5 --rounds 5
 * Fair by construction: both sides serve the same bytes (checked before measuring), to the same
 * load generator (autocannon in this process, the same connections, keep-alive, no pipelining),
 * after a warm-up, in alternating turns (A B, then B A, ...) so neither has a quiet machine to
 * itself; the figures are medians over the rounds. CPU time per request is read from /proc for
 * each server's processes: on a busy machine it moves far less than requests/s.
 * Needs a build (npm run build). Enquiries go to a temporary database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
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
/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ). */
const ticksPerSecond = 100

interface Figures {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
  /** CPU time of the server's processes (all threads, user and system) per request answered, in µs. */
  cpuPerRequest: number
  /** Share of one core this process (the load generator) used during the measurement. */
  loadGeneratorCpu: number
}

/** A server under test: where it listens, its root process, and what it runs with. */
interface Side {
  name: string
  origin: string
  pid: number
  runsWith: string
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
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ENQUIRY_DB_PATH: databasePath,
      ENQUIRY_RATE_LIMIT: '100000000/1h',
    },
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
  const app = await createApp({
    distDir: config.distDir,
    table: readRouteTable(),
    enquiries: config.enquiries,
    trustProxy: config.trustProxy,
    logger: { level: 'warn' },
  })
  await app.listen({ port: config.port, host: config.host })
  console.log(`Serving the site on ${config.port}`)
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
}

/** CPU time so far of a process and all its descendants (nginx: the master and its workers), in ticks. */
function treeCpuTicks(pid: number): number {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return 0
  }
  // Fields after the command name (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  let ticks = Number(fields[11]) + Number(fields[12])
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
    for (const child of children === '' ? [] : children.split(' ')) ticks += treeCpuTicks(Number(child))
  }
  return ticks
}

/** What the client side sees (no CPU figures): for the enquiries of the flood. */
function clientFigures(result: autocannon.Result): Figures {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: 0,
    loadGeneratorCpu: 0,
  }
}

/** One measurement of one path on one side: autocannon's figures and the CPU both sides of the socket spent. */
async function measure(side: Side, path: string, duration: number): Promise<Figures> {
  const serverBefore = treeCpuTicks(side.pid)
  const ownBefore = process.cpuUsage()
  const started = performance.now()
  const result = await load(`${side.origin}${path}`, duration)
  const seconds = (performance.now() - started) / 1000
  const serverSeconds = (treeCpuTicks(side.pid) - serverBefore) / ticksPerSecond
  const own = process.cpuUsage(ownBefore)
  return {
    ...clientFigures(result),
    cpuPerRequest: (serverSeconds * 1_000_000) / Math.max(1, result.requests.total),
    loadGeneratorCpu: (own.user + own.system) / 1_000_000 / seconds,
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The median of each figure over the rounds (each on its own, so p99 is the median p99). */
function medians(rounds: Figures[]): Figures {
  const of = (key: keyof Figures) => median(rounds.map((figures) => figures[key]))
  return {
    requestsPerSecond: of('requestsPerSecond'),
    p50: of('p50'),
    p99: of('p99'),
    errors: rounds.reduce((sum, figures) => sum + figures.errors, 0),
    cpuPerRequest: of('cpuPerRequest'),
    loadGeneratorCpu: of('loadGeneratorCpu'),
  }
}

/** The status, encoding and body one side sends for a path, as the load generator asks for it. */
function fetchOnce(origin: string, path: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers: { ...browserHeaders, connection: 'close' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    }).on('error', reject)
  })
}

/** Stops the bench unless every side answers each path 200 with the same encoding and the same bytes. */
async function checkSameAnswers(sides: Side[], targets: { path: string }[]): Promise<string[]> {
  const lines: string[] = []
  for (const { path } of targets) {
    const answers = await Promise.all(sides.map((side) => fetchOnce(side.origin, path)))
    const [first] = answers
    for (const [index, answer] of answers.entries()) {
      if (!first || answer.status !== 200 || answer.encoding !== first.encoding || !answer.body.equals(first.body)) {
        throw new Error(
          `${path}: ${sides[index]?.name} answers ${answer.status} ${answer.encoding} ${answer.body.length} bytes, ${sides[0]?.name} ${first?.status} ${first?.encoding} ${first?.body.length} bytes: not a fair comparison`,
        )
      }
    }
    lines.push(`${path}: ${first?.encoding}, ${first?.body.length} bytes from each`)
  }
  return lines
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
  return cells.map((cell, index) => (index === 0 ? String(cell).padEnd(30) : String(cell).padStart(10))).join('')
}

function formatted(result: Figures | undefined): (string | number)[] {
  if (!result) return ['-', '-', '-', '-']
  return [Math.round(result.requestsPerSecond), `${result.p50} ms`, `${result.p99} ms`, `${result.cpuPerRequest.toFixed(1)} µs`]
}

function numberOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(name)
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number of at least 1`)
  return value
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

async function main(): Promise<number> {
  const duration = numberOption('--duration', 10)
  const rounds = numberOption('--rounds', 3)
  if (!existsSync(join(distDir, pagePolicyFile))) throw new Error('dist/ has no build with pre-compressed files: run npm run build')
  const script = readdirSync(join(distDir, 'assets')).find((name) => /^app-.*\.js$/.test(name))
  const payload = readdirSync(join(distDir, 'static-loader-data')).find((name) => /^roller\.[\w-]+\.json$/.test(name))
  const targets = [
    { name: 'page /roller', path: '/roller' },
    { name: 'payload (roller JSON)', path: `/static-loader-data/${payload}` },
    { name: 'JS asset (app-*.js)', path: `/assets/${script}` },
  ]

  const folder = mkdtempSync(join(tmpdir(), 'bench-server-'))
  const node = await startNode(join(folder, 'enquiries.sqlite'))
  const missing = nginxMissing()
  const nginx = missing ? undefined : await startNginx({ distDir, upstreamPort: node.port })
  const sides: Side[] = [
    {
      name: 'npm start',
      origin: node.origin,
      pid: node.child.pid ?? 0,
      runsWith: 'one Node process (site files from memory before fastify; fastify for the rest)',
    },
  ]
  if (nginx)
    sides.push({
      name: 'nginx',
      origin: nginx.origin,
      pid: nginx.pid,
      runsWith: `worker_processes ${nginx.workers} (one master, ${nginx.workers} worker), deploy/nginx/conveyor-site.conf, sendfile, no access log`,
    })
  const loadBefore = loadAverage()
  const measured = new Map<string, Figures[]>()
  const floodRounds: { page: Figures; enquiries: Figures }[] = []
  const sameAnswers: string[] = []
  try {
    sameAnswers.push(...(await checkSameAnswers(sides, targets)))
    // A warm-up of each side on each path (JIT, caches, connection set-up), not counted.
    for (const target of targets) for (const side of sides) await load(`${side.origin}${target.path}`, 2)
    for (let round = 0; round < rounds; round++) {
      // Alternate who goes first, so neither side always follows the other's warm machine.
      const order = round % 2 === 0 ? sides : [...sides].reverse()
      for (const target of targets) {
        for (const side of order) {
          const key = `${target.path} ${side.name}`
          measured.set(key, [...(measured.get(key) ?? []), await measure(side, target.path, duration)])
        }
      }
      const [page, enquiries] = await Promise.all([measure(sides[0] as Side, '/roller', duration), flood(node.origin, duration)])
      floodRounds.push({ page, enquiries: clientFigures(enquiries) })
    }
  } finally {
    await nginx?.stop()
    node.child.kill('SIGTERM')
    await once(node.child, 'exit')
    rmSync(folder, { recursive: true, force: true })
  }

  const result = (path: string, side: Side | undefined) => {
    const figures = side && measured.get(`${path} ${side.name}`)
    return figures ? medians(figures) : undefined
  }
  console.log(`\nServer load: ${connections} connections, keep-alive, no pipelining, Accept-Encoding: ${browserHeaders['accept-encoding']}`)
  console.log(
    `Medians of ${rounds} rounds of ${duration} s per figure, sides alternating, after a 2 s warm-up each; ${availableParallelism()} CPUs, load average ${loadBefore} before, ${loadAverage()} after`,
  )
  for (const side of sides) console.log(`  ${side.name}: ${side.runsWith}`)
  console.log(`  load generator: autocannon in this process (one thread), for both sides`)
  for (const line of sameAnswers) console.log(`  ${line}`)
  console.log(row(['', 'npm start', '', '', '', 'nginx', '', '', '']))
  console.log(row(['', 'req/s', 'p50', 'p99', 'CPU/req', 'req/s', 'p50', 'p99', 'CPU/req']))
  for (const target of targets)
    console.log(row([target.name, ...formatted(result(target.path, sides[0])), ...formatted(result(target.path, sides[1]))]))
  if (missing) console.log(`nginx: not measured: ${missing}`)
  const generator = [...measured.values()].flat().map((figures) => figures.loadGeneratorCpu)
  console.log(
    `Load generator CPU: median ${Math.round(median(generator) * 100)} % of one core (near 100 %: the figures measure the generator more than the servers)`,
  )

  const pageAlone = result('/roller', sides[0])
  const page = medians(floodRounds.map((round) => round.page))
  const enquiries = medians(floodRounds.map((round) => round.enquiries))
  console.log(`\nPage /roller (${connections} connections) during an enquiry flood (${floodConnections} connections, each enquiry stored):`)
  console.log(row(['', 'req/s', 'p50', 'p99']))
  console.log(row(['page alone', ...formatted(pageAlone).slice(0, 3)]))
  console.log(row(['page during the flood', ...formatted(page).slice(0, 3)]))
  console.log(row(['enquiries stored during the flood', ...formatted(enquiries).slice(0, 3)]))
  console.log(`\nGoal: page p99 under 100 ms during the flood: ${page.p99 < 100 ? 'met' : 'NOT met'} (${page.p99} ms)`)

  const failures = [...measured.entries()]
    .map(([key, figures]) => [key, medians(figures).errors] as const)
    .filter(([, errors]) => errors > 0)
  const floodErrors = page.errors + enquiries.errors
  for (const [key, errors] of failures) console.log(`${key}: ${errors} requests failed or answered other than 2xx`)
  if (floodErrors > 0) console.log(`during the flood: ${floodErrors} requests failed or answered other than 2xx`)
  return failures.length > 0 || floodErrors > 0 ? 1 : 0
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
