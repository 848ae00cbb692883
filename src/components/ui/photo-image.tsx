import type { SystemStyleObject } from '@chakra-ui/react'
import { photoSrcSet, photoUrl, type Photo } from '../../content/photos.ts'

/**
 * For the box around a PhotoImage: where scripts run, its photo waits (hidden, its branded panel
 * showing) until the page script has chosen the widths to fetch (save-photo-data.ts sets
 * `data-photos`), so a visitor saving data never pays for a larger photo started first. Without
 * scripts the photo loads at once.
 */
export const photoAfterPageScript: SystemStyleObject = {
  '@media (scripting: enabled)': { 'html:not([data-photos]) & > img': { display: 'none' } } as SystemStyleObject,
}

interface PhotoImageProps {
  photo: Photo
  alt: string
  /** The width the photo is shown at, per breakpoint, as `sizes` says it: the browser then fetches only the width the screen needs. */
  sizes: string
}

/**
 * A photo from the image host, offered in every width of its `srcset`. Its width and height attributes
 * keep its proportions reserved; a visitor saving data gets its smallest width (save-photo-data.ts). Every
 * photo loads lazily: none is above the fold at any width (a photo there would need to wait for the page
 * script's choice all the same).
 */
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
