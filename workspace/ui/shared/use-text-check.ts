import { useEffect, useState } from 'react'
import type { TextCheck } from '../../api.ts'
import { useChecksVersion } from './checks-version.ts'
import { call } from './workspace-api.ts'

const nothing: TextCheck = { reasons: [], warnings: [] }

/** A text to check: its id (`namespace:key`), namespace and key. */
interface Checked {
  id: string
  namespace: string
  key: string
}

/**
 * The locale check's verdict on the text as it is typed: its reasons and warnings in plain words, none when it
 * passes. While a string's first check is on its way, the last string's verdict is not shown as this one's.
 * `english`: the English not saved yet (a new entry's), which the text is checked against.
 */
export function useTextCheck(language: string, selected: Checked | undefined, text: string, english?: string): TextCheck {
  const [check, setCheck] = useState<{ id: string; result: TextCheck }>()
  const { id, namespace, key } = selected ?? {}
  const rules = useChecksVersion()
  useEffect(() => {
    if (id === undefined || namespace === undefined || key === undefined) return
    const controller = new AbortController()
    call('check', { language, namespace, key, text, english }, { signal: controller.signal }).then(
      (result) => setCheck({ id, result }),
      () => {},
    )
    return () => controller.abort()
  }, [language, id, namespace, key, text, english, rules])
  return check && check.id === id ? check.result : nothing
}
