import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A card that rises slightly under the pointer: plain CSS, still for visitors who ask for reduced motion. */
export function HoverLift({ children }: { children: ReactNode }) {
  return (
    <Box height="full" transition="translate 0.2s ease-out" _hover={{ translate: '0 -4px' }} _motionReduce={{ transition: 'none', _hover: { translate: 'none' } }}>
      {children}
    </Box>
  )
}
