import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface ServedSiteOptions {
  /** A port to reuse (to restart the same site); a free random one otherwise. */
  port?: number
  /** The enquiry database; a new one in a temporary folder otherwise, so tests never touch data/. */
  databasePath?: string
  /** More environment for the server (mail, inbox). */
  env?: Record<string, string>
}

/** A new enquiry database path in a temporary folder. */
export function temporaryDatabasePath(): string {
  return join(mkdtempSync(join(tmpdir(), 'site-enquiries-')), 'enquiries.sqlite')
}

/** A port the system reports free right now (test files start servers in parallel, so no random guess). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}

/** Starts `npm start` (the built site and the enquiry API, as a visitor gets them) and stops it. */
export async function startServedSite(options: ServedSiteOptions = {}): Promise<{
  origin: string
  port: number
  databasePath: string
  output: () => string
  stop: () => Promise<void>
  kill: () => Promise<void>
}> {
  const port = options.port ?? (await freePort())
  const databasePath = options.databasePath ?? temporaryDatabasePath()
  const child: ChildProcess = spawn('npm', ['start'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ENQUIRY_DB_PATH: databasePath, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Do not leave a half-started server (or its build) running after the failure.
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
      reject(new Error(`npm start did not start in time:\n${output}`))
    }, 240_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Serving the site\b.* on http/.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)))
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    databasePath,
    output: () => output,
    /** kill -9 of the whole process group: no shutdown code runs, as in a crash or power loss. */
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
      await exited
    },
    /** SIGTERM, as a process manager stops it; resolves once it has exited, so its port is free again. */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
      await exited
    },
  }
}
