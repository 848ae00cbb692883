import { Box, Heading, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled box of the contact page's side column. */
export function SideCard({ id, title, children, ...boxProps }: { id: string; title: string; children: ReactNode } & Omit<BoxProps, 'title'>) {
  return (
    <Box as="section" aria-labelledby={id} padding="6" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" {...boxProps}>
      <Heading as="h2" id={id} size="lg" color="gray.900" marginBottom="4">
        {title}
      </Heading>
      {children}
    </Box>
  )
}
