import { Box, type BoxProps } from '@chakra-ui/react'
import { ImageIcon } from './icons.tsx'

interface ExternalImageProps extends Omit<BoxProps, 'children'> {
  src: string
  alt: string
  width: number
  height: number
  /** Above the fold: load at once; everything else waits until it nears the viewport. */
  eager?: boolean
}

/**
 * An image from the external host, in a box of fixed proportions so nothing moves when it loads.
 * When it fails to load (the host may be unreachable), showImageFallbacks() lets the calm branded
 * panel behind it take its place, named by the alt text.
 */
export function ExternalImage({ src, alt, width, height, eager = false, ...boxProps }: ExternalImageProps) {
  return (
    <Box
      position="relative"
      overflow="hidden"
      aspectRatio={`${width} / ${height}`}
      bgGradient="to-br"
      gradientFrom="teal.100"
      gradientTo="orange.100"
      // The img keeps its width and height attributes; its box-filling styles come from here.
      css={{ '& > img': { position: 'relative', width: '100%', height: '100%', objectFit: 'cover', color: 'transparent' } }}
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
      <img src={src} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    </Box>
  )
}
