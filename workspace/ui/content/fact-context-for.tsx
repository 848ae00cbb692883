import { defaultLanguage } from '../../../src/i18n/languages.ts'
import { describePath } from '../../../scripts/content/field-path.ts'
import type { ContentFile } from '../../server/workspace-content.ts'
import type { FactContext } from './fact-context.ts'
import { FeatureList } from './feature-list.tsx'
import { PhotoField } from './photo-field.tsx'
import type { Entry, useContentFile } from './use-content-file.ts'
import type { ContentWords } from './use-content-words.ts'
import type { ContentProblem } from '../../api.ts'

/** A project's category: the slugs of categories.json, each with its English name. */
export function categoryChoices(files: readonly ContentFile[] | undefined, words: ContentWords) {
  const data = files?.find(({ file }) => file === 'categories.json')?.data as { categories?: Entry[] } | undefined
  return (data?.categories ?? []).map(({ id, slug }) => ({
    value: String(slug),
    label: `${words.textOf(`projects:categories.${id}`, defaultLanguage) || id} (${String(slug)})`,
  }))
}

interface FactContextInputs {
  file: string
  data: unknown
  problems: ContentProblem[]
  categories: FactContext['categories']
  view: ReturnType<typeof useContentFile>
}

/** What the facts' controls of a file share: the check's findings by field, the categories, and the controls of their own. */
export function factContextFor({ file, data, problems, categories, view }: FactContextInputs): FactContext {
  return {
    problemsAt: (at) => problems.filter(({ key }) => key === describePath(data, at)).map(({ reason }) => reason),
    categories,
    customControl: (name, at, value, onChange) => {
      if (name === 'image') return <PhotoField path={at} value={value} onChange={onChange} />
      if (file !== 'plans.json' || name !== 'features' || typeof at[1] !== 'number') return undefined
      const plan = view.entriesOf('plans')[at[1]]!
      return (
        <FeatureList
          plan={plan.id}
          path={at}
          features={Array.isArray(value) ? (value as string[]) : []}
          saved={(view.savedEntry('plans', plan.id)?.features as string[] | undefined) ?? []}
          onChange={onChange}
        />
      )
    },
  }
}
