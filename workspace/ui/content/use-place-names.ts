import type { ContentProblem } from '../../api.ts'
import { dataFolder } from '../../../src/content/collections.ts'
import { itemLabels, useContentLabels } from '../shared/content-labels.ts'
import { useContentStore } from './content-store.ts'
import { useKindName } from './use-kind-name.ts'

/**
 * Where a finding is, in the words the owner sees on the screen: the entry as its heading names it (“Project
 * solarGrid”), then the field's label and the item's number (“Technologies › technology 1”), never the file's path
 * or a word's key, which stay for a developer in `technicalOf`.
 */
export function usePlaceNames() {
  const { labelOf, wordLabelOf, titleOf } = useContentLabels()
  const kindName = useKindName()
  const { view } = useContentStore()
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
  const entryName = (list: string, index: number) => {
    const one = view.groups.find((group) => group.list === list)?.one ?? 'entry'
    return `${capital(kindName(one))} ${view.entriesOf(list)[index]?.id ?? index + 1}`
  }

  const placeOf = ({ file, path = [] }: Pick<ContentProblem, 'file' | 'path'>): string => {
    const shown = `${dataFolder}/${view.file}`
    if (file !== shown) return titleOf(file.slice(`${dataFolder}/`.length))
    const [list, index] = path
    const inEntry = typeof list === 'string' && typeof index === 'number' && view.listNames.includes(list)
    const parts = inEntry ? [entryName(list, index)] : []
    const rest = inEntry ? path.slice(2) : path
    rest.forEach((part, at) => {
      const field = at > 0 ? String(rest[at - 1]) : ''
      parts.push(typeof part === 'number' ? `${kindName(itemLabels[field] ?? 'item')} ${part + 1}` : labelOf(part))
    })
    return parts.length ? parts.join(' › ') : titleOf(view.file)
  }

  /** A word (`namespace:key`) as the entry's field that holds it: “Project solarGrid › Title”. */
  const wordPlaceOf = (id: string): string => {
    for (const list of view.listNames) {
      const { namespace, words } = view.wordsOfList(list)
      const entries = view.entriesOf(list)
      for (const [index, entry] of entries.entries()) {
        const word = words(entry).find(({ key }) => `${namespace}:${key}` === id)
        if (word) return `${entryName(list, index)} › ${wordLabelOf(word.name)}`
      }
    }
    return titleOf(view.file)
  }

  /** The place as the check prints it, for a developer: `src/content/data/projects.json › projects[12] "solarGrid" › technologies[0]`. */
  const technicalOf = ({ file, key }: Pick<ContentProblem, 'file' | 'key'>) => (key ? `${file} › ${key}` : file)

  return { placeOf, wordPlaceOf, technicalOf }
}
