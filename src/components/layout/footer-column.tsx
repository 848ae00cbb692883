import { Heading, Stack, type StackProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface FooterColumnProps extends StackProps {
  title: string
  children: ReactNode
  listProps?: StackProps
}

export function FooterColumn({ title, children, listProps, ...props }: FooterColumnProps) {
  return (
    <Stack gap="3" {...props}>
      <Heading as="h2" fontSize="xs" fontWeight="bold" letterSpacing="0.14em" textTransform="uppercase" color="text.onDeepAccent">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap={{ base: '1', lg: '1.5' }} {...listProps}>
        {children}
      </Stack>
    </Stack>
  )
}
