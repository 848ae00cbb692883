import { startStaticServer, stopServer } from '../../scripts/static-server.ts'
import { clientDirOf, endpointBuildDir, endpointBuildPort, pseudoBuildDir, pseudoBuildPort, sitePort } from './builds.ts'

/**
 * The browser tests' global setup: the three builds they load, each on its port, served as `npm run serve` serves them
 * but in the runner's own process, listening before the tests start. Returns the teardown.
 */
export default async function serveBuilds(): Promise<() => Promise<void>> {
  const servers = await Promise.all([
    startStaticServer({ root: clientDirOf(), port: sitePort }),
    // The site with VITE_FORM_ENDPOINT set (npm run build:endpoint), for the sending tests.
    startStaticServer({ root: clientDirOf(endpointBuildDir), port: endpointBuildPort }),
    // The site with the pseudo language (npm run build:pseudo), for the translation QA tests.
    startStaticServer({ root: clientDirOf(pseudoBuildDir), port: pseudoBuildPort }),
  ])
  return async () => {
    await Promise.all(servers.map(stopServer))
  }
}
