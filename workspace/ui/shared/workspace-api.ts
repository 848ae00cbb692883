import { interfaceI18n } from './interface-language.tsx'
import { api, apiPath, type Answer, type Input, type Refused, type RouteName } from '../../api.ts'

const noAnswer = () => interfaceI18n.t('workspace:api.noAnswer')
const failed = (status: number) => interfaceI18n.t('workspace:api.failed', { status })

/**
 * Calls a route of the workspace's API (workspace/api.ts) and gives its answer; throws, saying why, when the server
 * does not answer or refuses the call. `bytes`: a file, for a route that takes one.
 */
export async function call<Name extends RouteName>(
  name: Name,
  input: Input<Name>,
  { signal, bytes }: { signal?: AbortSignal; bytes?: Blob } = {},
): Promise<Answer<Name>> {
  const route: (typeof api)[RouteName] = api[name]
  const inQuery = route.method === 'GET' || route.bytes
  const query = inQuery ? new URLSearchParams(input as Record<string, string>).toString() : ''
  const response = await fetch(`${apiPath}${name}${query && `?${query}`}`, {
    method: route.method,
    headers: {
      // The token of a workspace on the network, from the address npm run translate printed.
      'X-Workspace-Token': new URLSearchParams(location.search).get('token') ?? '',
      ...(route.method === 'POST' && { 'Content-Type': route.bytes ? 'application/octet-stream' : 'application/json' }),
    },
    body: route.method === 'GET' ? undefined : inQuery ? bytes : JSON.stringify(input),
    signal,
  }).catch((cause: unknown) => {
    throw signal?.aborted ? cause : new Error(noAnswer())
  })
  const answer: unknown = await response.json().catch(() => {
    throw new Error(failed(response.status))
  })
  if (!response.ok && !route.verdict) throw new Error((answer as Partial<Refused>).reasons?.join(' ') || failed(response.status))
  return answer as Answer<Name>
}
