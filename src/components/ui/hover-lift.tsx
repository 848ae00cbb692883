import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A card that rises slightly under the pointer: plain CSS, still for visitors who ask for reduced motion. */
export function HoverLift({ children }: { children: ReactNode }) {
  return (
    <Box
      height="full"
      transition="transform 0.2s ease-out"
      _hover={{ transform: 'translateY(-4px)' }}
      _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
    >
      {children}
    </Box>
  )
}
