/**
 * Writes the production nginx config (deploy/nginx.conf) from scripts/hosting/rules.ts.
 * Usage: tsx scripts/hosting/write-nginx-config.ts [--root /var/www/<host>] [--out deploy/nginx.conf];
 * SITE_ORIGIN and VITE_FORM_ENDPOINT are read like the build reads them.
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { nginxConfigPath, productionNginxTarget, renderNginxConfig } from './nginx-config'
import { buildFormEndpoint, hostingRules } from './rules'

const { values } = parseArgs({ options: { root: { type: 'string' }, out: { type: 'string', default: nginxConfigPath } } })
writeFileSync(values.out, renderNginxConfig(hostingRules({ formEndpoint: buildFormEndpoint() }), productionNginxTarget(values.root)))
console.log(`Wrote ${values.out}`)
