import { Box, type BoxProps } from '@chakra-ui/react'
import type { Photo } from '../../content/photos.ts'
import { PhotoImage, photoAfterPageScript } from './photo-image.tsx'

interface PortraitProps extends Omit<BoxProps, 'children'> {
  photo: Photo
  alt: string
  /** The person's name: its initials stand in for the photo when it cannot load. */
  name: string
  size?: BoxProps['width']
  sizes: string
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters
    .map((word) => (word ? [...word][0] : ''))
    .join('')
    .toLocaleUpperCase()
}

/** Until the photo loads, and for good if it fails, the initials fill the circle (showImageFallbacks). */
export function Portrait({ photo, alt, name, size = '48', sizes, ...boxProps }: PortraitProps) {
  return (
    <Box
      position="relative"
      flexShrink={0}
      width={size}
      aspectRatio="1"
      borderRadius="full"
      overflow="hidden"
      bg="teal.700"
      color="white"
      boxShadow="md"
      // The broken-image glyph and alt text of a photo that fails without JavaScript stay invisible.
      css={{
        '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', color: 'transparent' },
        ...photoAfterPageScript,
      }}
      {...boxProps}
    >
      <Box
        aria-hidden="true"
        data-image-fallback=""
        position="absolute"
        inset="0"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontSize="5xl"
        fontWeight="bold"
        letterSpacing="wider"
      >
        {initialsOf(name)}
      </Box>
      <PhotoImage photo={photo} alt={alt} sizes={sizes} />
    </Box>
  )
}
