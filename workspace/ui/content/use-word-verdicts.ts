import { useEffect, useState } from 'react'
import type { WordProblem } from '../../api.ts'
import type { WordEdit } from '../../server/save-content.ts'
import { useChecksVersion } from '../shared/checks-version.ts'
import { call } from '../shared/workspace-api.ts'
import type { ContentWords } from './use-content-words.ts'

/** The locale check's refusals of the words not saved yet, so the file's verdict tells the whole truth before Save. */
export function useWordVerdicts(pending: readonly WordEdit[], words: ContentWords): WordProblem[] {
  const [found, setFound] = useState<{ request: string; problems: WordProblem[] }>({ request: '[]', problems: [] })
  const rules = useChecksVersion()
  const request = JSON.stringify(pending)
  useEffect(() => {
    const controller = new AbortController()
    const checks = pending.map(async ({ language, namespace, key, text }) => {
      const id = `${namespace}:${key}`
      const english = language === 'en' ? undefined : words.textOf(id, 'en')
      const { reasons } = await call('check', { language, namespace, key, text, english }, { signal: controller.signal })
      return reasons.map((reason) => ({ id, language, ...reason }))
    })
    Promise.all(checks).then(
      (lists) => setFound({ request, problems: lists.flat() }),
      () => {},
    )
    return () => controller.abort()
  }, [request, rules]) // eslint-disable-line react-hooks/exhaustive-deps
  // The last verdict stays until the next one, as the file's own check does.
  return found.problems
}
