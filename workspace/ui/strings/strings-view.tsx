import { Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ConflictView } from '../shared/conflict-view.tsx'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { PreviewContextValue } from '../preview/preview-context.ts'
import { PreviewSection } from '../preview/preview-section.tsx'
import { SendToTeam } from '../shared/send-to-team.tsx'
import { StringEditor } from './string-editor.tsx'
import { StringList } from './string-list.tsx'
import { StringsStoreValue, useStringsStoreValue } from './strings-store.ts'
import { WorkspaceLayout } from '../shared/workspace-layout.tsx'
import { WorkspaceToolbar } from '../shared/workspace-toolbar.tsx'

interface StringsViewProps {
  language: string
  onLanguage: (code: string) => void
  /** The choice between the strings and the content. */
  views: ReactNode
}

/** The translation workspace's strings: the list, the editor and the live preview of one language. */
export function StringsView({ language, onLanguage, views }: StringsViewProps) {
  const t = useInterfaceText()
  const store = useStringsStoreValue(language)
  const { data, failure, clear, layout, drafts, canUndo, undoLast, listedStrings, filters, setFilters, selectedId, selectStable } = store
  const { conflict, keepMine, takeDisk } = store

  if (failure) return <Text role="alert">{failure}</Text>
  if (!data || !store.previewValue) return <Text role="status">{t('strings.loading')}</Text>

  return (
    <StringsStoreValue.Provider value={store}>
      <WorkspaceLayout
        side={
          <>
            <WorkspaceToolbar
              language={language}
              languages={data.languages}
              onLanguage={(code) => {
                if (code === language) return
                // The old language's preview and sweep go at once; the new one's pages are checked afresh.
                clear()
                layout.reset()
                onLanguage(code)
              }}
              views={views}
              undo={{ can: canUndo, onUndo: undoLast }}
            />
            <SendToTeam language={language} unsaved={Object.keys(drafts).length} />
            <StringList listed={listedStrings} filters={filters} onFilters={setFilters} selected={selectedId} onSelect={selectStable} />
          </>
        }
        editor={
          <>
            {store.editor ? <StringEditor /> : <Text>{t('strings.choose')}</Text>}
            {conflict && (
              <ConflictView disk={conflict.disk} mine={conflict.mine} onKeepMine={() => void keepMine()} onTakeDisk={takeDisk} />
            )}
          </>
        }
        preview={
          <PreviewContextValue.Provider value={store.previewValue}>
            <PreviewSection />
          </PreviewContextValue.Provider>
        }
      />
    </StringsStoreValue.Provider>
  )
}
