import { Box, Input, Text, chakra } from '@chakra-ui/react'
import { useContext, useEffect, useId, useState } from 'react'
import type { Reason } from '../../api.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { useReasonWords } from '../shared/use-reason-words.ts'
import { TypedNamesReport } from './use-typed-names.ts'

interface NameFieldProps {
  label: string
  /** The name the entry has now: the one its words are written under. */
  name: string
  /** Why a name typed may not be taken; undefined when it may. */
  refusalOf: (name: string) => Reason | undefined
  onRename: (name: string) => void
  size?: 'sm' | 'md'
}

/**
 * The name in the files of an entry not saved yet. The entry takes a name typed only once nobody else has it, so a
 * name partway typed never writes over another entry's words; the field keeps what is typed and says why it waits.
 */
export function NameField({ label, name, refusalOf, onRename, size = 'md' }: NameFieldProps) {
  const t = useInterfaceText()
  const wordOf = useReasonWords()
  const [typed, setTyped] = useState(name)
  const [shown, setShown] = useState(name)
  // Another entry opened, or the name taken: the field shows it (React's way to follow a prop).
  if (shown !== name) {
    setShown(name)
    setTyped(name)
  }
  const refusal = typed === name ? undefined : refusalOf(typed)
  const id = useId()
  const report = useContext(TypedNamesReport)
  const refused = refusal !== undefined
  useEffect(() => {
    report(id, refused)
    return () => report(id, false)
  }, [report, id, refused])
  const hint = `${id}-hint`
  return (
    <Box flex="1">
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <Input
        id={id}
        size={size}
        value={typed}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? hint : undefined}
        onChange={(event) => {
          const next = event.target.value
          setTyped(next)
          if (next !== name && !refusalOf(next)) onRename(next)
        }}
      />
      {refusal && (
        <Text id={hint} fontSize="sm" color="red.700">
          {t('entry.nameStays', { name, reason: wordOf(refusal) })}
        </Text>
      )}
    </Box>
  )
}
