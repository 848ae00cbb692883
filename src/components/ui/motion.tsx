import { Box } from '@chakra-ui/react'
import { LazyMotion, m, MotionConfig, useReducedMotion } from 'framer-motion'
import type { ReactNode } from 'react'

/** The only motion is a hover effect, so its code waits until a pointer moves over the page. */
const firstPointer = () => new Promise<void>((resolve) => window.addEventListener('pointerover', () => resolve(), { once: true, passive: true }))
const loadFeatures = () =>
  firstPointer()
    .then(() => import('./motion-features'))
    .then((module) => module.default)

/**
 * Motion for the whole site: the small `m` components render at once, their animation code loads on
 * the first pointer movement, and visitors who ask their system for reduced motion get none.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  )
}

/**
 * A card that rises slightly under the pointer. Nothing is hidden or moved before JavaScript runs,
 * and it stays still for visitors who ask for reduced motion (MotionConfig alone would still jump).
 */
export function HoverLift({ children }: { children: ReactNode }) {
  const reduceMotion = useReducedMotion()
  return (
    <Box asChild height="full">
      <m.div whileHover={reduceMotion ? undefined : { y: -4 }} transition={{ duration: 0.2 }}>
        {children}
      </m.div>
    </Box>
  )
}
