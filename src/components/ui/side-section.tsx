import { Box, Heading, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

const frame: BoxProps = { padding: '6', bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'xl' }

interface SideSectionProps extends Omit<BoxProps, 'title'> {
  id: string
  title: string
  /** Drawn as a card: padded, with a border; bg and borderColor still tint it. */
  framed?: boolean
  children: ReactNode
}

export function SideSection({ id, title, framed = false, children, ...boxProps }: SideSectionProps) {
  return (
    <Box as="section" aria-labelledby={id} {...(framed ? frame : {})} {...boxProps}>
      <Heading as="h2" id={id} size="lg" marginBottom="4" color={boxProps.color ?? 'gray.900'}>
        {title}
      </Heading>
      {children}
    </Box>
  )
}
