import { Box, type BoxProps } from '@chakra-ui/react'
import type { Photo } from '../../content/photos.ts'
import { ImageIcon } from './icons.tsx'
import { PhotoImage, photoAfterPageScript } from './photo-image.tsx'

interface FramedPhotoProps extends Omit<BoxProps, 'children'> {
  photo: Photo
  alt: string
  /** The width it is shown at (the `sizes` attribute). */
  sizes: string
}

/** A box of fixed proportions; if the image fails, showImageFallbacks() reveals the branded panel behind it. */
export function FramedPhoto({ photo, alt, sizes, ...boxProps }: FramedPhotoProps) {
  return (
    <Box
      position="relative"
      overflow="hidden"
      aspectRatio={`${photo.width} / ${photo.height}`}
      bgGradient="to-br"
      gradientFrom="teal.100"
      gradientTo="orange.100"
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
        alignItems="center"
        justifyContent="center"
        color="teal.700"
        aria-hidden="true"
        data-image-fallback=""
      >
        <ImageIcon boxSize="10" opacity={0.5} />
      </Box>
      <PhotoImage photo={photo} alt={alt} sizes={sizes} />
    </Box>
  )
}
