import { Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="md" color="white">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {children}
      </Stack>
    </Stack>
  )
}
