import { useEffect, useState } from 'react'
import type { WorkspaceString } from '../workspace-strings.ts'
import { checkText } from './workspace-api.ts'

/** The locale check's verdict on the text as it is typed: its reasons in plain words, none when it passes. */
export function useTextCheck(language: string, selected: WorkspaceString | undefined, text: string): string[] {
  const [reasons, setReasons] = useState<string[]>([])
  useEffect(() => {
    if (!selected) return
    const controller = new AbortController()
    checkText({ language, namespace: selected.namespace, key: selected.key, text }, controller.signal).then(setReasons, () => {})
    return () => controller.abort()
  }, [language, selected, text])
  return reasons
}
