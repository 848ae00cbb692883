import { useEffect, useState } from 'react'
import type { StringsAnswer } from '../../server/workspace-strings.ts'
import { call } from '../shared/workspace-api.ts'

/**
 * A language's strings, read when the language is chosen and again after a save. An answer that arrives after
 * another language was chosen is dropped; `clear` takes the old language's strings away at once.
 */
export function useStrings(language: string) {
  const [data, setData] = useState<StringsAnswer>()
  const [failure, setFailure] = useState<string>()

  const reload = (isCurrent = () => true) =>
    call('strings', { language }).then(
      (loaded) => isCurrent() && setData(loaded),
      (cause: Error) => isCurrent() && setFailure(cause.message),
    )
  useEffect(() => {
    let current = true
    void reload(() => current)
    return () => {
      current = false
    }
  }, [language]) // eslint-disable-line react-hooks/exhaustive-deps

  return { data, failure, reload: () => reload(), clear: () => setData(undefined) }
}
