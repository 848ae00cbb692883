import { collectionOf } from '../../../src/content/collections.ts'
import { useInterfaceText } from './interface-language.tsx'

/**
 * How the workspace names the content's fields, their choices and the collections for a studio owner, in the
 * interface's language (workspace.json: `fields.*`, `choices.<field>.<value>`, `wordRoles.*`, `collections.*`).
 * A collection the interface has no words for keeps its record's English (src/content/collections.ts), so a new
 * collection needs no words here.
 */

/** What one item of a list is called, for its buttons (“Add a technology”): its kind in `kinds.*`. */
export const itemLabels: Record<string, string> = {
  technologies: 'technology',
  features: 'feature',
  footerLines: 'footer line',
  currenciesAccepted: 'currency',
  mobileMoneyServices: 'service',
  hours: 'line',
}

/** `durationWeeks` → “Duration weeks”: the words of a name no label gives. */
const humanize = (name: string) => {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/** `office-hours.json` → `officeHours`: a collection's key in `collections.*`. */
const collectionKey = (file: string) => file.replace(/\.json$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

export function useContentLabels() {
  const t = useInterfaceText()
  const labelOf = (name: string) => t(`fields.${name}`, { defaultValue: humanize(name) })
  return {
    labelOf,
    choiceOf: (name: string, choice: string) => t(`choices.${name}.${choice}`, { defaultValue: humanize(choice) }),
    /** An entry's word by its role: `imageAlt` is what a screen reader says of the photo. */
    wordLabelOf: (name: string) => t(`wordRoles.${name}`, { defaultValue: labelOf(name) }),
    titleOf: (file: string) => t(`collections.${collectionKey(file)}.title`, { defaultValue: collectionOf(file)?.title ?? file }),
    aboutOf: (file: string) => t(`collections.${collectionKey(file)}.about`, { defaultValue: collectionOf(file)?.about ?? '' }),
    listTitleOf: (file: string, list: string) =>
      t(`collections.${collectionKey(file)}.lists.${list}`, {
        defaultValue: collectionOf(file)?.lists.find((worded) => worded.list === list)?.title ?? labelOf(list),
      }),
  }
}
