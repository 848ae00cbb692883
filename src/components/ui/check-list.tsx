import { HStack, Stack, type SystemStyleObject } from '@chakra-ui/react'

const checkMark = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"/></svg>',
)}")`

/**
 * A teal check mark before a list item, drawn by CSS: one rule for every item of the page instead
 * of an inline SVG in each. Decorative, so assistive technology never meets it.
 */
export const checkMarkBefore: SystemStyleObject = {
  '&::before': {
    content: '""',
    flexShrink: 0,
    width: '5',
    height: '5',
    marginTop: '0.5',
    bg: 'teal.700',
    maskImage: checkMark,
    maskSize: 'contain',
    maskRepeat: 'no-repeat',
  },
}

/** A list of reassuring points, each with a check mark. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {items.map((item) => (
        <HStack as="li" key={item} alignItems="flex-start" gap="2" color="gray.800" css={checkMarkBefore}>
          {item}
        </HStack>
      ))}
    </Stack>
  )
}
