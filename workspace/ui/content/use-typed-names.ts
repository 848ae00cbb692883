import { createContext, useCallback, useState } from 'react'

/**
 * The name fields whose typed name is refused. Such a field keeps the entry's old name, so a Save then would write
 * the entry under a name the owner no longer sees: Save waits until each field takes its name or is put back.
 */
export function useTypedNames() {
  const [refused, setRefused] = useState<ReadonlySet<string>>(() => new Set())
  const report = useCallback(
    (field: string, isRefused: boolean) =>
      setRefused((before) => {
        if (before.has(field) === isRefused) return before
        const next = new Set(before)
        if (isRefused) next.add(field)
        else next.delete(field)
        return next
      }),
    [],
  )
  return { waiting: refused.size > 0, report }
}

/** How a name field says whether its typed name is refused (by the field's id). */
export const TypedNamesReport = createContext<(field: string, refused: boolean) => void>(() => {})
