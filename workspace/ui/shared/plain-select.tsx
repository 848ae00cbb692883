import { chakra } from '@chakra-ui/react'

/** The browser's own select, framed like the workspace's other fields. */
export const PlainSelect = chakra('select', { base: { borderWidth: '1px', padding: '1', rounded: 'sm' } })
