import type { ContentSaveResult } from '../../server/save-content.ts'
import { ConflictView } from '../shared/conflict-view.tsx'

interface ContentConflictProps {
  conflict: Extract<ContentSaveResult, { status: 'conflict' }>
  onKeepMine: () => void
  onTakeDisk: () => void
}

/** A data file, or a word of it, changed on disk since it was read: what differs, fact by fact, and the choice. */
export function ContentConflict({ conflict, onKeepMine, onTakeDisk }: ContentConflictProps) {
  const lines = (side: 'disk' | 'mine') =>
    [
      ...conflict.differences.map((difference) => `${difference.place}: ${difference[side] ?? '(none)'}`),
      ...conflict.words.map((word) => `${word.namespace}:${word.key} (${word.language}): ${word[side] ?? '(none)'}`),
    ].join('\n')
  return (
    <ConflictView
      heading={`${conflict.file} was changed since you opened it`}
      disk={lines('disk')}
      mine={lines('mine')}
      onKeepMine={onKeepMine}
      onTakeDisk={onTakeDisk}
    />
  )
}
