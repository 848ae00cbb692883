import { Box, type BoxProps } from '@chakra-ui/react'

interface CardRailProps extends BoxProps {
  /** The id of the rail's heading: named so, and reachable by Tab, when its cards hold nothing focusable to scroll them by. */
  labelledBy?: string
}

/**
 * Cards in a row that scrolls sideways on phones, the next card showing at the edge, edge to edge of the screen;
 * from 768 px the caller's grid. The page never scrolls sideways: only the rail does.
 */
export function CardRail({ labelledBy, css, ...boxProps }: CardRailProps) {
  return (
    <Box
      {...(labelledBy ? { role: 'region', 'aria-labelledby': labelledBy, tabIndex: 0 } : {})}
      display={{ base: 'flex', md: 'grid' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      scrollSnapType={{ base: 'x mandatory', md: 'none' }}
      scrollPaddingX="4"
      marginX={{ base: '-4', md: '0' }}
      paddingX={{ base: '4', md: '0' }}
      paddingY={{ base: '4', md: '0' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '-2px' }}
      css={{ '& > *': { flex: { base: '0 0 min(85%, 22rem)' }, scrollSnapAlign: 'start' }, ...css }}
      {...boxProps}
    />
  )
}
