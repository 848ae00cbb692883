import type { SystemStyleObject } from '@chakra-ui/react'
import { photoSources } from '../../content/photo-sources.ts'
import type { Photo } from '../../content/photos.ts'

/** Where scripts run, the photo waits for the page script's choice of widths, so Save-Data never pays for a larger one. */
export const photoAfterPageScript: SystemStyleObject = {
  '@media (scripting: enabled)': { 'html:not([data-photos]) & img': { display: 'none' } } as SystemStyleObject,
}

interface PhotoImageProps {
  photo: Photo
  alt: string
  sizes: string
}

/** Lazy everywhere: no photo is above the fold at any width. Our own photos come in AVIF and WebP, JPEG for the rest. */
export function PhotoImage({ photo, alt, sizes }: PhotoImageProps) {
  const { sources, src, srcSet } = photoSources(photo)
  const image = (
    <img src={src} srcSet={srcSet} sizes={sizes} alt={alt} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
  )
  if (!sources.length) return image
  return (
    <picture>
      {sources.map(({ type, srcSet: typeSrcSet }) => (
        <source key={type} type={type} srcSet={typeSrcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  )
}
