import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { productionNginxTarget } from '../../scripts/hosting/nginx-config.ts'
import { hostingRules } from '../../scripts/hosting/rules.ts'
import { clientDirOf, requireInstalled, sitePort } from './builds.ts'
import { rawRequest } from './raw-http.ts'

const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
/** Where the nginx tests listen: the first free pair of ports (HTTP, HTTPS) from here on. */
const firstPort = Number(process.env.NGINX_PORT ?? sitePort + 10)
const portPairsToTry = 8

export interface NginxServer {
  /** The site's host, as the build's config names it; the tests' Chromium sends it to 127.0.0.1 (playwright.config.ts). */
  host: string
  httpPort: number
  httpsPort: number
  /** https://<host>:<httpsPort>, the site's own address in the test. */
  origin: string
  /** What nginx wrote to its error log while starting: warnings about the config. */
  startupLog: string
  stop: () => Promise<void>
}

/**
 * Runs the real nginx with a build's nginx.conf, changed only in where it listens (127.0.0.1, two free ports), its
 * certificate (self-signed for the site's host) and its root (the build); pid, logs and temp files in a temporary prefix.
 */
export async function startNginx({ buildDir, portOffset = 0 }: { buildDir?: string; portOffset?: number } = {}): Promise<NginxServer> {
  requireInstalled(nginxBinary, 'nginx', 'NGINX_PATH')
  requireInstalled('/usr/bin/openssl', 'openssl', 'nothing (it makes the stand-in certificate)')
  const clientDir = clientDirOf(buildDir)
  const configPath = join(clientDir, '..', 'nginx.conf')
  if (!existsSync(configPath)) throw new Error(`${configPath} is missing: build first (npm run build, or npm run build:endpoint).`)

  let lastError: unknown
  for (let attempt = 0; attempt < portPairsToTry; attempt++) {
    const httpPort = firstPort + 2 * ((portOffset + attempt) % portPairsToTry)
    try {
      return await startOnPorts(readFileSync(configPath, 'utf8'), clientDir, httpPort, httpPort + 1)
    } catch (error) {
      if (!String(error).includes('Address already in use')) throw error
      lastError = error
    }
  }
  throw new Error(`nginx found no free ports in ${firstPort}–${firstPort + 2 * portPairsToTry - 1}: ${String(lastError)}`)
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

/** Whether the installed nginx knows `http2 on;` (1.25.1 and later). */
function knowsHttp2Directive(): boolean {
  const [major = 0, minor = 0, patch = 0] = (
    /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' }).stderr) ?? []
  )
    .slice(1)
    .map(Number)
  return major * 1e6 + minor * 1e3 + patch >= 1_025_001
}

/** For an nginx older than 1.25.1 (Debian 12's), the build's `http2 on;` as the `listen` parameter it replaces. */
export function withHttp2OnListen(config: string): string {
  return config.replace(/^\s*http2 on;\n/gm, '').replace(/^(\s*listen \S+ ssl)\b/gm, '$1 http2')
}

/** The build's config with only its addresses, certificate and root changed; each must be found. */
export function onTestPorts(
  config: string,
  replacements: { httpPort: number; httpsPort: number; certificate: string; certificateKey: string; root: string },
): string {
  const target = productionNginxTarget()
  const changes: [RegExp | string, string][] = [
    [/^\s*listen \[::\]:(?:80|443)\b.*\n/gm, ''],
    [/^(\s*)listen 80\b/gm, `$1listen 127.0.0.1:${replacements.httpPort}`],
    [/^(\s*)listen 443\b/gm, `$1listen 127.0.0.1:${replacements.httpsPort}`],
    [`ssl_certificate ${target.certificate};`, `ssl_certificate ${replacements.certificate};`],
    [`ssl_certificate_key ${target.certificateKey};`, `ssl_certificate_key ${replacements.certificateKey};`],
    [`root ${target.root};`, `root ${replacements.root};`],
  ]
  return changes.reduce((text, [pattern, replacement]) => {
    const changed = typeof pattern === 'string' ? text.replaceAll(pattern, replacement) : text.replace(pattern, replacement)
    if (changed === text) throw new Error(`the build's nginx.conf has no ${String(pattern)}: the test cannot move it to its own ports`)
    return changed
  }, config)
}

async function startOnPorts(config: string, root: string, httpPort: number, httpsPort: number): Promise<NginxServer> {
  const { host } = productionNginxTarget()
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-test-'))
  const certificate = join(prefix, 'certificate.pem')
  const certificateKey = join(prefix, 'key.pem')
  const openssl = spawnSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      // Like the production certificate, it names the site's other names too (docs/deployment.md).
      `subjectAltName=${[host, ...hostingRules().hostAliases].map((name) => `DNS:${name}`).join(',')}`,
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  )
  if (openssl.status !== 0) throw new Error(`openssl could not make a certificate: ${openssl.stderr}`)
  const moved = onTestPorts(config, { httpPort, httpsPort, certificate, certificateKey, root })
  writeFileSync(join(prefix, 'site.conf'), knowsHttp2Directive() ? moved : withHttp2OnListen(moved))
  writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix))

  // -e: nginx opens its default error log before reading the config, which fails when not root.
  const child = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
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

  const origin = `https://${host}:${httpsPort}`
  const ready = await Promise.race([waitUntilServing(httpsPort, host, () => child.exitCode === null), exited.then(() => false)])
  if (!ready) {
    await stop()
    throw new Error(`nginx did not start on ports ${httpPort} and ${httpsPort}: ${stderr.trim()}`)
  }
  return { host, httpPort, httpsPort, origin, startupLog: stderr, stop }
}

async function waitUntilServing(httpsPort: number, host: string, running: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 100 && running(); attempt++) {
    try {
      await rawRequest(`https://127.0.0.1:${httpsPort}/`, { servername: host })
      return true
    } catch {
      // Not listening yet: nginx reports a failed start by exiting, which ends the wait.
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return false
}

/** A request to the test nginx's site, by its host name over HTTPS. */
export const siteRequest = (server: NginxServer, path: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
  rawRequest(`https://127.0.0.1:${server.httpsPort}${path}`, { ...options, servername: server.host })
