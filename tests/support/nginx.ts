import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { productionNginxTarget, renderNginxConfig } from '../../scripts/hosting/nginx-config'
import { hostingRules } from '../../scripts/hosting/rules'

const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
/** Where the nginx tests listen: the first free port from here on (NGINX_PORT overrides it). */
const firstPort = Number(process.env.NGINX_PORT ?? 4303)
const portsToTry = 8

export interface NginxServer {
  url: string
  stop: () => Promise<void>
}

interface NginxOptions {
  /** The build's client directory to serve. */
  root: string
  /** The form endpoint the build was made with, for the Content-Security-Policy. */
  formEndpoint?: string
  /** Spreads parallel test workers over the port range. */
  portOffset?: number
}

/**
 * Runs the real nginx in the foreground with the production site config, changed only in where
 * it listens (plain HTTP on 127.0.0.1) and what it serves; pid, logs and temp files live in a
 * temporary prefix.
 */
export async function startNginx({ root, formEndpoint, portOffset = 0 }: NginxOptions): Promise<NginxServer> {
  assertNginxInstalled()
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} has no built site: run \`npm run build\` first.`)

  let lastError: unknown
  for (let attempt = 0; attempt < portsToTry; attempt++) {
    const port = firstPort + ((portOffset + attempt) % portsToTry)
    try {
      return await startOnPort(port, root, formEndpoint)
    } catch (error) {
      if (!String(error).includes('Address already in use')) throw error
      lastError = error
    }
  }
  throw new Error(`nginx found no free port in ${firstPort}–${firstPort + portsToTry - 1}: ${String(lastError)}`)
}

/** Runs `nginx -t` on a site config inside a minimal http block; returns nginx's report, throws when the config is invalid. */
export function checkNginxConfig(site: string): string {
  assertNginxInstalled()
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-check-'))
  try {
    writeFileSync(join(prefix, 'site.conf'), site)
    writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix))
    const { status, stderr } = spawnSync(nginxBinary, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { encoding: 'utf8' })
    if (status !== 0) throw new Error(`nginx rejected the config:\n${stderr}`)
    return stderr
  } finally {
    rmSync(prefix, { recursive: true, force: true })
  }
}

function assertNginxInstalled() {
  if (!existsSync(nginxBinary)) {
    throw new Error(
      `nginx was not found at ${nginxBinary}. Install it with \`sudo apt-get install --no-install-recommends nginx\` ` +
        '(Debian/Ubuntu; .ci/run does it for CI), or point NGINX_PATH at an nginx binary.',
    )
  }
}

/** The main config around a site file, as Debian's nginx.conf would hold it; pid and temp files under `prefix`. */
function mainConfig(prefix: string): string {
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/client-body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/site.conf;
}
`
}

async function startOnPort(port: number, root: string, formEndpoint: string | undefined): Promise<NginxServer> {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-test-'))
  const target = { ...productionNginxTarget(root), listen: { http: `127.0.0.1:${port}` } }
  writeFileSync(join(prefix, 'site.conf'), renderNginxConfig(hostingRules({ formEndpoint }), target))
  writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix))

  // -e: nginx opens its default error log before reading the config, which fails when not root.
  const child = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  // A test process that ends without stopping its server (a crash, a timeout) must not leave nginx behind.
  const quit = () => child.exitCode === null && child.signalCode === null && child.kill('SIGQUIT')
  process.once('exit', quit)
  const stop = async () => {
    process.off('exit', quit)
    quit()
    await exited
    rmSync(prefix, { recursive: true, force: true })
  }

  const url = `http://127.0.0.1:${port}`
  const ready = await Promise.race([waitUntilServing(url, child), exited.then(() => false)])
  if (!ready) {
    await stop()
    throw new Error(`nginx did not start on port ${port}: ${stderr.trim()}`)
  }
  return { url, stop }
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<boolean> {
  for (let attempt = 0; attempt < 100 && child.exitCode === null; attempt++) {
    try {
      await httpGet(`${url}/`)
      return true
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return false
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The bytes as sent: still compressed when the server compressed them. */
  body: Buffer
}

/** A GET that follows no redirect and decompresses nothing, to see exactly what the server sends. */
export function httpGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}
