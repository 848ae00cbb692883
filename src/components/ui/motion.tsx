import { Box } from '@chakra-ui/react'
import { LazyMotion, m, useReducedMotion } from 'framer-motion'
import type { ReactNode } from 'react'

/** The only motion is a hover effect, so its code waits until a pointer moves over the page. */
const firstPointer = () => new Promise<void>((resolve) => window.addEventListener('pointerover', () => resolve(), { once: true, passive: true }))
const loadFeatures = () =>
  firstPointer()
    .then(() => import('./motion-features'))
    .then((module) => module.default)

/**
 * A card that rises slightly under the pointer. Nothing is hidden or moved before JavaScript runs,
 * and it stays still for visitors who ask for reduced motion. Motion is not a site-wide provider:
 * only the sections with these cards (home, portfolio) load framer-motion, in their own chunks, and
 * its animation code waits for the first pointer movement.
 */
export function HoverLift({ children }: { children: ReactNode }) {
  const reduceMotion = useReducedMotion()
  return (
    <LazyMotion features={loadFeatures} strict>
      <Box asChild height="full">
        <m.div whileHover={reduceMotion ? undefined : { y: -4 }} transition={{ duration: 0.2 }}>
          {children}
        </m.div>
      </Box>
    </LazyMotion>
  )
}
