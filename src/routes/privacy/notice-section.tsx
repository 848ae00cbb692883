import { Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Section } from '../../components/ui/section.tsx'

export function NoticeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section id={id} title={title} paddingY={{ base: '10', md: '12' }}>
      <Stack gap="4" maxWidth="3xl" marginX="auto" fontSize="lg" color="gray.700">
        {children}
      </Stack>
    </Section>
  )
}
