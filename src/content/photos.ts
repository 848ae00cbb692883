import { siteConfig } from '../site.config.ts'

/**
 * A photo on the image host (Unsplash, resized by imgix from URL parameters): its id, and the
 * proportions and widths it is offered in. Pages name photos by this record; every URL, `src` and
 * `srcset` alike, comes from photoUrl().
 */
export interface Photo {
  id: string
  /** Proportions of the crop, as the width and height attributes the page reserves. */
  width: number
  height: number
  /** The widths offered in `srcset`, smallest first: the first is what a visitor saving data gets. */
  widths: readonly number[]
}

/** A card photo's widths: a 1× phone takes 480, a 2× phone 800, a desktop's 2× column 800 or 1200. */
export const cardPhotoWidths = [320, 480, 800, 1200] as const

/**
 * One size of a photo: cropped to its proportions at `width` pixels, in the best format the browser
 * accepts (`auto=format`: AVIF or WebP where supported, else JPEG), quality 70.
 */
export function photoUrl({ id, width: ratioWidth, height: ratioHeight }: Photo, width: number): string {
  const height = Math.round((width * ratioHeight) / ratioWidth)
  return `${siteConfig.imageHost}/${id}?auto=format&fit=crop&w=${width}&h=${height}&q=70`
}

/** Every width of a photo as a `srcset`: the browser picks by the slot's size (`sizes`) and the screen's density. */
export function photoSrcSet(photo: Photo): string {
  return photo.widths.map((width) => `${photoUrl(photo, width)} ${width}w`).join(', ')
}
