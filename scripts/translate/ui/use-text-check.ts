import { useEffect, useState } from 'react'
import type { WorkspaceString } from '../workspace-strings.ts'
import { checkText, type TextCheck } from './workspace-api.ts'

/** The locale check's verdict on the text as it is typed: its reasons and warnings in plain words, none when it passes. */
export function useTextCheck(language: string, selected: WorkspaceString | undefined, text: string): TextCheck {
  const [check, setCheck] = useState<TextCheck>({ reasons: [], warnings: [] })
  useEffect(() => {
    if (!selected) return
    const controller = new AbortController()
    checkText({ language, namespace: selected.namespace, key: selected.key, text }, controller.signal).then(setCheck, () => {})
    return () => controller.abort()
  }, [language, selected, text])
  return check
}
