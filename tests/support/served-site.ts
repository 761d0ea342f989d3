import { spawn, type ChildProcess } from 'node:child_process'

/** Starts `npm start` on a free port (the built site, as a visitor gets it) and stops it. */
export async function startServedSite(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = 20000 + Math.floor(Math.random() * 20000)
  const child: ChildProcess = spawn('npm', ['start'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
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
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 200))
    },
  }
}
