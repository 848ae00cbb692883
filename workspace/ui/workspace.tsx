import { Button, Group } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { ContentApp } from './content/content-app.tsx'
import { WorkspaceApp } from './strings/workspace-app.tsx'

type View = 'strings' | 'content'

/** The workspace's two views, the strings and the studio's content, in one language; the address keeps the view. */
export function Workspace({ initialLanguage }: { initialLanguage: string }) {
  const [language, setLanguage] = useState(initialLanguage)
  const [view, setView] = useState<View>(() => (location.hash === '#content' ? 'content' : 'strings'))
  useEffect(() => history.replaceState(null, '', `${location.pathname}${location.search}${view === 'content' ? '#content' : ''}`), [view])
  const views = (
    <Group attached role="group" aria-label="View">
      {(
        [
          ['strings', 'Strings'],
          ['content', 'Content'],
        ] as const
      ).map(([name, label]) => (
        <Button
          key={name}
          size="sm"
          variant={view === name ? 'solid' : 'outline'}
          aria-pressed={view === name}
          onClick={() => setView(name)}
        >
          {label}
        </Button>
      ))}
    </Group>
  )
  return view === 'content' ? (
    <ContentApp language={language} onLanguage={setLanguage} views={views} />
  ) : (
    <WorkspaceApp language={language} onLanguage={setLanguage} views={views} />
  )
}
