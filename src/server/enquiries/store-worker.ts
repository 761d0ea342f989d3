/**
 * The worker thread that owns the enquiry database's writing connection. A thin host: it opens the
 * store of enquiry-store.ts and calls its save for each message, so every SQL statement and the
 * transaction stay there. Started by store-thread.ts; one message in, one answer out, in order.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { openEnquiryStore, type EnquiryStore } from './enquiry-store'
import type { StoreAnswer, StoreMessage, StoreWorkerData } from './store-thread'

function answer(message: StoreAnswer): void {
  parentPort?.postMessage(message)
}

let store: EnquiryStore | undefined
try {
  const { databasePath, lockWaitMs } = workerData as StoreWorkerData
  store = openEnquiryStore(databasePath, { lockWaitMs })
  answer({ kind: 'ready' })
} catch (error) {
  answer({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
}

parentPort?.on('message', (message: StoreMessage) => {
  if (message.kind === 'close') {
    store?.close()
    parentPort?.close()
    return
  }
  if (message.kind === 'count-drop') {
    try {
      if (!store) throw new Error('The enquiry database is not open.')
      store.countAutomatedDrop()
      answer({ kind: 'counted', id: message.id })
    } catch (error) {
      answer({ kind: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) })
    }
    return
  }
  try {
    if (!store) throw new Error('The enquiry database is not open.')
    answer({ kind: 'saved', id: message.id, outcome: store.save(message.enquiry) })
  } catch (error) {
    answer({ kind: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) })
  }
})
