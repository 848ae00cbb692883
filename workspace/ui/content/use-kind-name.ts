import { useInterfaceText } from '../shared/interface-language.tsx'

/** An entry's or an item's kind (`project`, `team member`) in the interface's language, keyed by its words in camelCase. */
export function useKindName(): (one: string) => string {
  const t = useInterfaceText()
  return (one) => t(`kinds.${one.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase())}`, { defaultValue: one })
}
