import type { ContentSaveResult } from '../../server/save-content.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { ConflictView } from '../shared/conflict-view.tsx'

interface ContentConflictProps {
  conflict: Extract<ContentSaveResult, { status: 'conflict' }>
  onKeepMine: () => void
  onTakeDisk: () => void
}

/** A data file, or a word of it, changed on disk since it was read: what differs, fact by fact, and the choice. */
export function ContentConflict({ conflict, onKeepMine, onTakeDisk }: ContentConflictProps) {
  const t = useInterfaceText()
  const lines = (side: 'disk' | 'mine') =>
    [
      ...conflict.differences.map((difference) => `${difference.place}: ${difference[side] ?? t('conflict.none')}`),
      ...conflict.words.map((word) => `${word.namespace}:${word.key} (${word.language}): ${word[side] ?? t('conflict.none')}`),
    ].join('\n')
  return (
    <ConflictView
      heading={t('conflict.fileHeading', { file: conflict.file })}
      disk={lines('disk')}
      mine={lines('mine')}
      onKeepMine={onKeepMine}
      onTakeDisk={onTakeDisk}
    />
  )
}
