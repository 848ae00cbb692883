import { Box, Heading, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled section of the quote page's side column. */
export function SideBox({ id, title, children, ...boxProps }: { id: string; title: string; children: ReactNode } & Omit<BoxProps, 'title'>) {
  return (
    <Box as="section" aria-labelledby={id} {...boxProps}>
      <Heading as="h2" id={id} size="lg" marginBottom="4" color={boxProps.color ?? 'gray.900'}>
        {title}
      </Heading>
      {children}
    </Box>
  )
}
