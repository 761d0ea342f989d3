import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import { defaultLockWaitMs, type NewEnquiry, type SaveOutcome } from './enquiry-store'

export type StoreMessage = { kind: 'save'; id: number; enquiry: NewEnquiry } | { kind: 'count-drop'; id: number } | { kind: 'close' }
export type StoreAnswer =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'saved'; id: number; outcome: SaveOutcome }
  | { kind: 'counted'; id: number }
  | { kind: 'error'; id: number; message: string }

/** What the worker opens: the database, and how long a save waits for another process's lock. */
export interface StoreWorkerData {
  databasePath: string
  lockWaitMs: number
}

/** The enquiry store as the request handlers use it: each save answers once its row is on disk. */
export interface EnquiryWriter {
  save(enquiry: NewEnquiry): Promise<SaveOutcome>
  /** Counts a send dropped as automated; resolves once the count is stored. */
  countAutomatedDrop(): Promise<void>
  close(): Promise<void>
}

const workerFile = new URL('./store-worker.ts', import.meta.url).href

/**
 * Opens the enquiry store in a worker thread, so the writes (an fsync each, and up to the busy
 * timeout when another process holds the write lock) never block the event loop that serves the
 * pages. Resolves once the database is open and migrated; rejects with the store's message if not.
 */
export async function openEnquiryWriter(databasePath: string, lockWaitMs = defaultLockWaitMs): Promise<EnquiryWriter> {
  // A worker does not inherit tsx's loader from the main thread: its entry registers tsx first.
  const entry = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile)}) })`
  const worker = new Worker(entry, { eval: true, workerData: { databasePath, lockWaitMs } satisfies StoreWorkerData })
  const pending = new Map<number, { resolve: (outcome: SaveOutcome | undefined) => void; reject: (error: Error) => void }>()
  let nextId = 0
  let exitError: Error | undefined

  const opened = new Promise<void>((resolve, reject) => {
    worker.on('message', (answer: StoreAnswer) => {
      if (answer.kind === 'ready') return resolve()
      if (answer.kind === 'failed') return reject(new Error(answer.message))
      const waiting = pending.get(answer.id)
      pending.delete(answer.id)
      if (answer.kind === 'saved') waiting?.resolve(answer.outcome)
      else if (answer.kind === 'counted') waiting?.resolve(undefined)
      else waiting?.reject(new Error(answer.message))
    })
    worker.once('error', reject)
  })
  const exited = once(worker, 'exit').then(() => {
    exitError = new Error('The enquiry store has stopped.')
    for (const waiting of pending.values()) waiting.reject(exitError)
    pending.clear()
  })
  worker.on('error', () => undefined)
  try {
    await opened
  } catch (error) {
    await worker.terminate()
    throw error
  }

  /** Posts one message and waits for its answer. */
  const ask = (message: (id: number) => StoreMessage) =>
    new Promise<SaveOutcome | undefined>((resolve, reject) => {
      if (exitError) return reject(exitError)
      const id = nextId++
      pending.set(id, { resolve, reject })
      worker.postMessage(message(id))
    })

  return {
    save: async (enquiry) => (await ask((id) => ({ kind: 'save', id, enquiry }))) as SaveOutcome,
    countAutomatedDrop: async () => {
      await ask((id) => ({ kind: 'count-drop', id }))
    },
    close: async () => {
      if (!exitError) worker.postMessage({ kind: 'close' } satisfies StoreMessage)
      await exited
    },
  }
}
