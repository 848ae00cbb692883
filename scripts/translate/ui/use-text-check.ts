import { useEffect, useState } from 'react'
import type { WorkspaceString } from '../workspace-strings.ts'
import { checkText, type TextCheck } from './workspace-api.ts'

const nothing: TextCheck = { reasons: [], warnings: [] }

/**
 * The locale check's verdict on the text as it is typed: its reasons and warnings in plain words, none when it
 * passes. While a string's first check is on its way, the last string's verdict is not shown as this one's.
 */
export function useTextCheck(language: string, selected: WorkspaceString | undefined, text: string): TextCheck {
  const [check, setCheck] = useState<{ id: string; result: TextCheck }>()
  useEffect(() => {
    if (!selected) return
    const controller = new AbortController()
    checkText({ language, namespace: selected.namespace, key: selected.key, text }, controller.signal).then(
      (result) => setCheck({ id: selected.id, result }),
      () => {},
    )
    return () => controller.abort()
  }, [language, selected, text])
  return check && check.id === selected?.id ? check.result : nothing
}
