import type { SystemStyleObject } from '@chakra-ui/react'
import { photoSrcSet, photoUrl, type Photo } from '../../content/photos.ts'

/** Where scripts run, the photo waits for the page script's choice of widths, so Save-Data never pays for a larger one. */
export const photoAfterPageScript: SystemStyleObject = {
  '@media (scripting: enabled)': { 'html:not([data-photos]) & > img': { display: 'none' } } as SystemStyleObject,
}

interface PhotoImageProps {
  photo: Photo
  alt: string
  sizes: string
}

/** Lazy everywhere: no photo is above the fold at any width. */
export function PhotoImage({ photo, alt, sizes }: PhotoImageProps) {
  return (
    <img
      src={photoUrl(photo, photo.width)}
      srcSet={photoSrcSet(photo)}
      sizes={sizes}
      alt={alt}
      width={photo.width}
      height={photo.height}
      loading="lazy"
      decoding="async"
    />
  )
}
