import { HStack, Stack } from '@chakra-ui/react'
import { CheckIcon } from './icons'

/** A list of reassuring points, each with a check mark. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {items.map((item) => (
        <HStack as="li" key={item} alignItems="flex-start" gap="2" color="gray.800">
          <CheckIcon boxSize="5" color="teal.700" flexShrink={0} />
          {item}
        </HStack>
      ))}
    </Stack>
  )
}
