import { useCallback, useEffect, useState } from 'react'
import type { ContentAnswer } from '../../api.ts'
import { call } from '../shared/workspace-api.ts'

/** The content's data files, their schemas and words, read when the view opens and again after a save. */
export function useContent() {
  const [content, setContent] = useState<ContentAnswer>()
  const [failure, setFailure] = useState<string>()
  const reload = useCallback(
    () =>
      call('content', {}).then(
        (loaded) => setContent(loaded),
        (cause: Error) => setFailure(cause.message),
      ),
    [],
  )
  useEffect(() => {
    void reload()
  }, [reload])
  return { content, failure, reload }
}
