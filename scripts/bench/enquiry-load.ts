/**
 * Load test of the enquiry API against a temporary database: 1000 valid enquiries at 50 concurrent,
 * plus repeated sends of some of them under the same idempotency key (some while the first is in
 * flight). Prints stored, missing and duplicated counts, throughput and latency; exits 1 on any loss,
 * duplicate or failed answer. Needs no build: the app serves only the API. It runs in a worker
 * thread, so the clients' work does not share its event loop and the figures are the server's.
 *   npm run bench:enquiries
 */
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { countries } from '@/contracts/countries'
import {
  ENQUIRY_PATH,
  IDEMPOTENCY_HEADER,
  incoterms,
  quantityUnits,
  type EnquiryRequestInput,
  type EnquiryResponse,
} from '@/contracts/enquiry-schema'
import { createApp } from '@/server/create-app'
import { openEnquiryStore } from '@/server/enquiries/enquiry-store'

const enquiryCount = 1000
const concurrency = 50
/** Every tenth enquiry is sent a second time: right after the first send, or at the end. */
const repeatEvery = 10

interface Send {
  index: number
  key: string
  body: EnquiryRequestInput
  repeat: boolean
}

/** Enquiries that differ in country, products, units and Incoterm, as real ones do. */
function enquiry(index: number): EnquiryRequestInput {
  const country = countries[index % countries.length] ?? countries[0]
  const productCount = 1 + (index % 3)
  return {
    name: `Load Test Buyer ${index}`,
    email: `buyer${index}@example.com`,
    company: index % 4 === 0 ? '' : `Bulk Handling ${index} Ltd`,
    country: country?.code ?? 'GH',
    phone: `${country?.dialCode ?? '+233'} 20 000 ${String(index).padStart(4, '0')}`,
    products: Array.from({ length: productCount }, (_, product) => ({
      name: `Conveyor Roller type ${product + 1}`,
      quantity: 1 + ((index * 7 + product) % 5000),
      unit: quantityUnits[(index + product) % quantityUnits.length] ?? 'pieces',
    })),
    details: { beltWidth: `${800 + (index % 5) * 200} mm`, bearing: '6305' },
    port: index % 2 === 0 ? 'Tema' : '',
    incoterm: incoterms[index % incoterms.length]?.code,
    message: `Load test enquiry #${index}: please quote.`,
    sourcePage: '/products',
    utm: { source: 'load-test' },
    website: '',
    elapsedMs: 45_000,
  }
}

function plan(): Send[] {
  const sends: Send[] = []
  const late: Send[] = []
  for (let index = 0; index < enquiryCount; index++) {
    const send = { index, key: randomUUID(), body: enquiry(index), repeat: false }
    sends.push(send)
    if (index % repeatEvery === 0) (index % (2 * repeatEvery) === 0 ? sends : late).push({ ...send, repeat: true })
  }
  return [...sends, ...late]
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN
}

/** The worker: serves the API until the main thread says stop. */
async function serve(databasePath: string): Promise<void> {
  const app = await createApp({ enquiries: { databasePath, allowedOrigins: [], rateLimit: { max: 1_000_000, timeWindowMs: 60_000 } } })
  parentPort?.once('message', () => void app.close().then(() => parentPort?.close()))
  parentPort?.postMessage(await app.listen({ port: 0, host: '127.0.0.1' }))
}

async function main(): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'enquiry-load-'))
  const databasePath = join(folder, 'enquiries.sqlite')
  // A worker does not inherit tsx: its entry registers tsx, then imports this file.
  const entry = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}) })`
  const server = new Worker(entry, { eval: true, workerData: databasePath })
  // A failing worker rejects the wait for its address below; this wait only lets it finish.
  const exited = once(server, 'exit').catch(() => undefined)
  try {
    const [origin] = (await once(server, 'message')) as [string]
    const sends = plan()
    const references = new Map<string, Set<string>>()
    const latencies: number[] = []
    let failures = 0
    let next = 0

    async function worker(): Promise<void> {
      for (let send = sends[next++]; send; send = sends[next++]) {
        const started = performance.now()
        const response = await fetch(`${origin}${ENQUIRY_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: send.key },
          body: JSON.stringify(send.body),
        })
        const body = (await response.json()) as EnquiryResponse
        latencies.push(performance.now() - started)
        if (response.status !== 201) {
          failures++
          continue
        }
        const seen = references.get(send.key) ?? new Set<string>()
        references.set(send.key, seen.add(body.reference))
      }
    }

    const started = performance.now()
    await Promise.all(Array.from({ length: concurrency }, worker))
    const seconds = (performance.now() - started) / 1000

    const store = openEnquiryStore(databasePath, { readonly: true })
    const stored = store.list()
    store.close()
    // Each enquiry's message is unique: two rows with one message are one enquiry stored twice.
    const distinct = new Set(stored.map((row) => row.request.message))
    const duplicates = stored.length - distinct.size
    const missing = enquiryCount - distinct.size
    const changedReferences = [...references.values()].filter((seen) => seen.size > 1).length
    const repeats = sends.filter((send) => send.repeat).length
    latencies.sort((a, b) => a - b)

    console.log(`Sent ${sends.length} requests (${enquiryCount} enquiries + ${repeats} repeated sends) at ${concurrency} concurrent`)
    console.log(`  stored:               ${stored.length} of ${enquiryCount}`)
    console.log(`  missing:              ${missing}`)
    console.log(`  duplicates:           ${duplicates}`)
    console.log(`  refused or failed:    ${failures}`)
    console.log(`  repeat, other ref.:   ${changedReferences}`)
    console.log(
      `  throughput:           ${(sends.length / seconds).toFixed(0)} requests/s, ${(enquiryCount / seconds).toFixed(0)} enquiries/s (${seconds.toFixed(2)} s)`,
    )
    console.log(`  latency:              p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`)
    return missing === 0 && duplicates === 0 && failures === 0 && changedReferences === 0 ? 0 : 1
  } finally {
    server.postMessage('stop')
    await exited
    rmSync(folder, { recursive: true, force: true })
  }
}

if (!isMainThread) await serve(workerData as string)
else
  main().then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    },
  )
