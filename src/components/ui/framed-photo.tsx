import { Box, type BoxProps } from '@chakra-ui/react'
import type { Photo } from '../../content/photos.ts'
import { PhotoImage, photoAfterPageScript } from './photo-image.tsx'

interface FramedPhotoProps extends Omit<BoxProps, 'children'> {
  photo: Photo
  alt: string
  sizes: string
  /** Set large on the studio's colour where the photo cannot load: the project's name, never a glyph. */
  fallbackLabel: string
}

/** A box of fixed proportions; if the image fails, showImageFallbacks() reveals the branded panel behind it. */
export function FramedPhoto({ photo, alt, sizes, fallbackLabel, ...boxProps }: FramedPhotoProps) {
  return (
    <Box
      position="relative"
      overflow="hidden"
      aspectRatio={`${photo.width} / ${photo.height}`}
      bg="teal.800"
      // The img keeps its width and height attributes; its box-filling styles come from here.
      css={{
        '& img': { position: 'relative', width: '100%', height: '100%', objectFit: 'cover', color: 'transparent' },
        ...photoAfterPageScript,
      }}
      {...boxProps}
    >
      <Box
        position="absolute"
        inset="0"
        display="flex"
        alignItems="end"
        padding="6"
        color="white"
        fontSize="3xl"
        fontWeight="bold"
        lineHeight="shorter"
        aria-hidden="true"
        data-image-fallback=""
      >
        {fallbackLabel}
      </Box>
      <PhotoImage photo={photo} alt={alt} sizes={sizes} />
    </Box>
  )
}
