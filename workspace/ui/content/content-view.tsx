import { Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { defaultLanguage } from '../../../src/i18n/languages.ts'
import { CollectionNav } from './collection-nav.tsx'
import { ContentConflict } from './content-conflict.tsx'
import { ContentEditor } from './content-editor.tsx'
import { useContentLabels } from '../shared/content-labels.ts'
import { ContentStoreValue, useContentStoreValue } from './content-store.ts'
import { TypedNamesReport } from './use-typed-names.ts'
import { EntryList } from './entry-list.tsx'
import { FactContextValue } from './fact-context.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { PreviewContextValue } from '../preview/preview-context.ts'
import { PreviewSection } from '../preview/preview-section.tsx'
import { SendToTeam } from '../shared/send-to-team.tsx'
import { WordsContextValue } from './words-context.ts'
import { WorkspaceLayout } from '../shared/workspace-layout.tsx'
import { WorkspaceToolbar } from '../shared/workspace-toolbar.tsx'

interface ContentViewProps {
  language: string
  onLanguage: (code: string) => void
  views: ReactNode
}

/** The studio's content: a view per data file, its entries and facts, their words in both languages, and the live preview. */
export function ContentView({ language, onLanguage, views }: ContentViewProps) {
  const t = useInterfaceText()
  const { aboutOf } = useContentLabels()
  const store = useContentStoreValue(language)
  const { content, failure, disk, data, file, save } = store

  if (failure) return <Text role="alert">{failure}</Text>
  if (!content || !disk || !data || !store.previewValue) return <Text role="status">{t('content.loading')}</Text>

  return (
    <ContentStoreValue.Provider value={store}>
      <WorkspaceLayout
        threeColumns
        side={
          <>
            <WorkspaceToolbar
              language={language}
              languages={content.languages.filter(({ code }) => code !== defaultLanguage)}
              onLanguage={onLanguage}
              views={views}
            />
            <SendToTeam language={language} unsaved={store.unsavedCount} />
            <CollectionNav />
            <Text fontSize="sm" color="gray.700">
              {aboutOf(file)}
            </Text>
            <EntryList />
          </>
        }
        editor={
          <>
            <FactContextValue.Provider value={store.facts}>
              <WordsContextValue.Provider value={store.wordsContext}>
                <TypedNamesReport.Provider value={store.typedNames.report}>
                  <ContentEditor />
                </TypedNamesReport.Provider>
              </WordsContextValue.Provider>
            </FactContextValue.Provider>
            {save.conflict && <ContentConflict conflict={save.conflict} onKeepMine={save.keepMine} onTakeDisk={save.takeDisk} />}
          </>
        }
        preview={
          <PreviewContextValue.Provider value={store.previewValue}>
            <PreviewSection />
          </PreviewContextValue.Provider>
        }
      />
    </ContentStoreValue.Provider>
  )
}
