import type { IncomingMessage, ServerResponse } from 'node:http'
import { routeNamed, type Answer, type Checked, type Refused, type RouteName } from '../api.ts'
import { json, readJson } from './http.ts'

export interface Reply<A> {
  status: number
  answer: A | Refused
}
type Handler<Name extends RouteName> = (
  input: Checked<Name>,
  request: IncomingMessage,
) => Reply<Answer<Name>> | Promise<Reply<Answer<Name>>>
export type Handlers<Names extends RouteName = RouteName> = { [Name in Names]: Handler<Name> }

export const ok = <A>(answer: A): Reply<A> => ({ status: 200, answer })
export const refused = (status: number, reason: string): Reply<never> => ({ status, answer: { reasons: [reason] } })

const verdictStatus = { saved: 200, unknown: 400, refused: 422, conflict: 409 } as const
/** A save's answer, with the status its verdict has. */
export const verdict = <A extends { status: keyof typeof verdictStatus }>(answer: A): Reply<A> => ({
  status: verdictStatus[answer.status],
  answer,
})

/**
 * Answers a call to the route `name` (false: no such route): its input checked against the route's schema first,
 * so a malformed call gets a 400 that says what is wrong, and the handler only input of the route's shape.
 */
export async function dispatch(handlers: Handlers, name: string, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const route = routeNamed(name)
  if (!route) return false
  const { status, answer } = await answerOf(handlers, name as RouteName, route, request)
  json(response, status, answer)
  return true
}

async function answerOf(
  handlers: Handlers,
  name: RouteName,
  route: NonNullable<ReturnType<typeof routeNamed>>,
  request: IncomingMessage,
): Promise<Reply<unknown>> {
  if (request.method !== route.method) return refused(405, `${name} takes a ${route.method} request.`)
  const query = Object.fromEntries(new URL(request.url ?? '', 'http://workspace').searchParams)
  const raw = route.method === 'GET' || route.bytes ? query : await readJson(request)
  if (raw === undefined) return refused(400, 'The request’s body is not JSON, or is larger than the workspace ever sends.')
  const input = route.input.safeParse(raw)
  if (!input.success)
    return {
      status: 400,
      answer: { reasons: input.error.issues.map(({ path, message }) => `${path.length ? path.join('.') : 'The request'}: ${message}`) },
    }
  try {
    return await (handlers[name] as (input: unknown, request: IncomingMessage) => Promise<Reply<unknown>>)(input.data, request)
  } catch (cause) {
    console.error(cause)
    return refused(500, `The workspace’s server failed: ${(cause as Error).message}`)
  }
}
