import { Button, Group } from '@chakra-ui/react'
import { useInterfaceText } from './shared/interface-language.tsx'
import { useEffect, useState } from 'react'
import { ContentView } from './content/content-view.tsx'
import { StringsView } from './strings/strings-view.tsx'

type View = 'strings' | 'content'

/** The workspace's two views, the strings and the studio's content, in one language; the address keeps the view. */
export function Workspace({ initialLanguage }: { initialLanguage: string }) {
  const [language, setLanguage] = useState(initialLanguage)
  const [view, setView] = useState<View>(() => (location.hash.startsWith('#content') ? 'content' : 'strings'))
  const t = useInterfaceText()
  // The content view writes the file and entry after #content; the strings view has the address alone.
  useEffect(() => {
    if (view === 'content' ? !location.hash.startsWith('#content') : location.hash !== '')
      history.replaceState(null, '', `${location.pathname}${location.search}${view === 'content' ? '#content' : ''}`)
  }, [view])
  const views = (
    <Group attached role="group" aria-label={t('views.label')}>
      {(['strings', 'content'] as const).map((name) => (
        <Button
          key={name}
          size="sm"
          variant={view === name ? 'solid' : 'outline'}
          aria-pressed={view === name}
          onClick={() => setView(name)}
        >
          {t(`views.${name}`)}
        </Button>
      ))}
    </Group>
  )
  return view === 'content' ? (
    <ContentView language={language} onLanguage={setLanguage} views={views} />
  ) : (
    <StringsView language={language} onLanguage={setLanguage} views={views} />
  )
}
