import { HStack, Stack, type SystemStyleObject } from '@chakra-ui/react'

const checkMark = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"/></svg>',
)}")`

/** Drawn by one CSS rule rather than an SVG per item; decorative. */
export const checkMarkBefore = (colour = 'teal.700'): SystemStyleObject => ({
  '&::before': {
    content: '""',
    flexShrink: 0,
    width: '5',
    height: '5',
    marginTop: '0.5',
    bg: colour,
    maskImage: checkMark,
    maskSize: 'contain',
    maskRepeat: 'no-repeat',
  },
})

export function CheckList({ items }: { items: string[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {items.map((item) => (
        <HStack as="li" key={item} alignItems="flex-start" gap="2" color="gray.800" css={checkMarkBefore()}>
          {item}
        </HStack>
      ))}
    </Stack>
  )
}
