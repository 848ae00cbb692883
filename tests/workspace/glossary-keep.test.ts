import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkNewTexts, withPending } from '../../scripts/i18n/check-texts.ts'
import { readGlossary } from '../../scripts/i18n/glossary.ts'
import { readLocaleSet } from '../../scripts/i18n/locale-files.ts'
import { dispatch, type Handlers } from '../../workspace/server/dispatch.ts'
import { keepAsName } from '../../workspace/server/keep-name.ts'
import { ProjectCopy } from '../support/project-copy.ts'

/** A new social network named TikTok, in English and in French: the French is the same as the English. */
const tiktokRefusals = (root: string) => {
  const word = { namespace: 'common', key: 'footer.social.tiktok' }
  const files = withPending(readLocaleSet(root).files, [{ ...word, language: 'en', text: 'TikTok' }])
  return checkNewTexts(files, readGlossary(root), 'fr', word.namespace, new Map([[word.key, 'TikTok']])).map(({ refusal }) => refusal?.code)
}

describe('a name kept as in English, from the workspace (workspace/server/keep-name.ts)', () => {
  let copy: ProjectCopy
  afterEach(() => copy.remove())

  it('adds it to keepAsIs, once, leaving the rest of the glossary as it was; the check then takes the name as French', async () => {
    copy = new ProjectCopy()
    expect(tiktokRefusals(copy.root)).toEqual(['sameAsEnglish'])
    const before = JSON.parse(copy.read('locales/glossary.json')) as { keepAsIs: string[] }
    expect(await keepAsName(copy.root, 'TikTok')).toEqual({ status: 'kept', text: 'TikTok', file: 'locales/glossary.json' })
    const after = copy.read('locales/glossary.json')
    expect(after).toBe(`${JSON.stringify({ ...before, keepAsIs: [...before.keepAsIs, 'TikTok'] }, null, 2)}\n`)
    expect(await keepAsName(copy.root, 'TikTok')).toMatchObject({ status: 'kept' })
    expect(copy.read('locales/glossary.json')).toBe(after)
    expect(tiktokRefusals(copy.root)).toEqual([])
  })

  it('writes one name at a time: two asked at once are both kept', async () => {
    copy = new ProjectCopy()
    await Promise.all([keepAsName(copy.root, 'TikTok'), keepAsName(copy.root, 'Snapchat')])
    expect((JSON.parse(copy.read('locales/glossary.json')) as { keepAsIs: string[] }).keepAsIs.slice(-2).sort()).toEqual([
      'Snapchat',
      'TikTok',
    ])
  })

  it('writes nothing into a glossary that is not valid JSON, and says so', async () => {
    copy = new ProjectCopy()
    copy.write('locales/glossary.json', '{ "keepAsIs": [')
    expect(await keepAsName(copy.root, 'TikTok')).toEqual({ status: 'refused', reasons: [expect.stringContaining('is not valid JSON')] })
    expect(copy.read('locales/glossary.json')).toBe('{ "keepAsIs": [')
  })
})

describe('the route glossary/keep takes one name, one line, without placeholders or tags', () => {
  const request = (body: string) => Object.assign(Readable.from([Buffer.from(body)]), { method: 'POST', url: '/x' }) as IncomingMessage
  async function answer(body: unknown, handler: Handlers['glossary/keep']) {
    const sent = { status: 0, body: '' }
    const response = { setHeader: () => {}, end: (text: string) => (sent.body = text) } as unknown as ServerResponse
    Object.defineProperty(response, 'statusCode', { set: (status: number) => (sent.status = status) })
    await dispatch({ 'glossary/keep': handler } as Handlers, 'glossary/keep', request(JSON.stringify(body)), response)
    return { status: sent.status, body: JSON.parse(sent.body) as { reasons?: string[] } }
  }

  it('refuses anything else with a 400 and the reason, and never calls the route', async () => {
    const handler = vi.fn()
    for (const [body, reason] of [
      [{}, /^text: /],
      [{ text: '   ' }, /give the name/],
      [{ text: 'Tik\nTok' }, /one line/],
      [{ text: '{{brand}}' }, /without \{\{…\}\} or tags/],
      [{ text: '<b>TikTok</b>' }, /without \{\{…\}\} or tags/],
      [{ text: 'x'.repeat(81) }, /80 characters/],
    ] as const) {
      const { status, body: answered } = await answer(body, handler)
      expect(status, JSON.stringify(body)).toBe(400)
      expect(answered.reasons, JSON.stringify(body)).toEqual([expect.stringMatching(reason)])
    }
    expect(handler).not.toHaveBeenCalled()
  })

  it('hands the name over trimmed', async () => {
    const handler = vi.fn(() => ({ status: 200, answer: { status: 'kept' as const, text: 'TikTok', file: 'locales/glossary.json' } }))
    expect((await answer({ text: ' TikTok ' }, handler)).status).toBe(200)
    expect(handler).toHaveBeenCalledWith({ text: 'TikTok' }, expect.anything())
  })
})
