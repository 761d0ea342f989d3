/**
 * Starts Debian's nginx with the deployment configuration (deploy/nginx/conveyor-site.conf) on a
 * free port, serving a given dist/ and proxying /api and /admin to a given Node port: for the nginx test and
 * `npm run bench:server`. Nothing is installed or changed outside a temporary folder.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx'
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const deployConfig = join(import.meta.dirname, '..', '..', 'deploy', 'nginx', 'conveyor-site.conf')

/** Why nginx cannot run here, or undefined when it can. */
export function nginxMissing(): string | undefined {
  if (!existsSync(nginxPath))
    return `nginx is not installed (${nginxPath}): apt-get install nginx-light libnginx-mod-http-brotli-static (.ci/run does)`
  if (!existsSync(brotliModule))
    return `nginx's brotli module is not installed (${brotliModule}): apt-get install libnginx-mod-http-brotli-static`
  return undefined
}

async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('no free port')
  return address.port
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** A certificate and its key (PEM files), to serve HTTPS as the recipe's `listen 443 ssl` line does. */
export interface TlsFiles {
  certificate: string
  key: string
}

/** The deployment configuration with this machine's build folder, upstream and port (over HTTPS with `tls`). */
export function siteConfig(distDir: string, upstreamPort: number, port: number, tls?: TlsFiles): string {
  const config = readFileSync(deployConfig, 'utf8')
  for (const placeholder of ['/srv/conveyor-site/dist', '127.0.0.1:4173', 'listen 80;']) {
    if (!config.includes(placeholder))
      throw new Error(`${deployConfig} no longer contains "${placeholder}": update scripts/bench/nginx-site.ts`)
  }
  const listen = tls
    ? `listen 127.0.0.1:${port} ssl; ssl_certificate ${tls.certificate}; ssl_certificate_key ${tls.key};`
    : `listen 127.0.0.1:${port};`
  return config
    .replaceAll('/srv/conveyor-site/dist', distDir)
    .replaceAll('127.0.0.1:4173', `127.0.0.1:${upstreamPort}`)
    .replace('listen 80;', listen)
}

export interface RunningNginx {
  origin: string
  /** The master process; its workers are its children. */
  pid: number
  workers: number
  stop: () => Promise<void>
}

export async function startNginx({
  distDir,
  upstreamPort,
  workers = 1,
  tls,
}: {
  distDir: string
  upstreamPort: number
  workers?: number
  tls?: TlsFiles
}): Promise<RunningNginx> {
  const missing = nginxMissing()
  if (missing) throw new Error(missing)
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-site-'))
  // The workers may run as another user (nobody, when started as root): they write large request bodies here.
  chmodSync(prefix, 0o755)
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, folder))
    chmodSync(join(prefix, folder), 0o777)
  }
  const port = await freePort()
  writeFileSync(join(prefix, 'conveyor-site.conf'), siteConfig(distDir, upstreamPort, port, tls))
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      `load_module ${brotliModule};`,
      `worker_processes ${workers};`,
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (folder) => `  ${folder === 'body' ? 'client_body' : folder}_temp_path ${join(prefix, folder)};`,
      ),
      `  include ${join(prefix, 'conveyor-site.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  const child = spawn(nginxPath, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit')
  // Wait until nginx accepts connections, or stops with its reason.
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${output}${readLog(prefix)}`)
    if (await accepts(port)) break
    if (attempt > 400) {
      child.kill('SIGTERM')
      throw new Error(`nginx did not listen on ${port} within 20 s:\n${output}${readLog(prefix)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    workers,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}

function readLog(prefix: string): string {
  const log = join(prefix, 'error.log')
  return existsSync(log) ? readFileSync(log, 'utf8') : ''
}
