import { siteConfig } from '../site.config.ts'
import type { ProjectsFile } from './schemas.ts'

type PhotoData = ProjectsFile['projects'][number]['image']

interface Widths {
  /** The widths offered in `srcset`, smallest first: the first is what a visitor saving data gets. */
  widths: readonly number[]
}

/**
 * A photo of our own: a file of src/content/photos/, which the build makes in each width and format the page
 * asks for (photo-sources.ts). `width` and `height` are the proportions of the crop, as the page reserves them.
 */
export type OwnPhoto = Extract<PhotoData, { file: string }> & Widths

/** A photo on the image host (Unsplash, resized by imgix from URL parameters), named by its id there. */
export type HostPhoto = Extract<PhotoData, { id: string }> & Widths

export type Photo = OwnPhoto | HostPhoto

export const isOwnPhoto = (photo: Photo): photo is OwnPhoto => 'file' in photo

/** A card photo's widths: a 1× phone takes 480, a 2× phone 800, a desktop's 2× column 800 or 1200. */
export const cardPhotoWidths = [320, 480, 800, 1200] as const

/** The width of the plain `src`, for a browser that reads no `srcset`: the one the page reserves, or the next larger. */
export const fallbackWidth = (photo: Photo, widths: readonly number[] = photo.widths): number =>
  widths.find((width) => width >= photo.width) ?? widths.at(-1) ?? photo.width

/** A width's height in the photo's proportions. */
export const heightAt = ({ width: ratioWidth, height: ratioHeight }: Photo, width: number): number =>
  Math.round((width * ratioHeight) / ratioWidth)

/**
 * One size of a photo on the image host: cropped to its proportions at `width` pixels, in the best format the
 * browser accepts (`auto=format`: AVIF or WebP where supported, else JPEG), quality 70.
 */
export function photoUrl(photo: HostPhoto, width: number): string {
  return `${siteConfig.imageHost}/${photo.id}?auto=format&fit=crop&w=${width}&h=${heightAt(photo, width)}&q=70`
}

/** Every width of a photo as a `srcset`: the browser picks by the slot's size (`sizes`) and the screen's density. */
export function photoSrcSet(photo: HostPhoto): string {
  return photo.widths.map((width) => `${photoUrl(photo, width)} ${width}w`).join(', ')
}

/** The formats our own photos are made in, best first: a browser takes the first it reads; JPEG is the `<img>`'s own. */
export const ownPhotoFormats = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
  { extension: 'jpg', type: 'image/jpeg' },
] as const

export type OwnPhotoExtension = (typeof ownPhotoFormats)[number]['extension']

/**
 * Where the site serves one size of a photo of its own. The version follows the original's bytes and the
 * encoding, so a path never changes content and is cached as immutable like the other files of /assets/.
 */
export function ownPhotoPath(file: string, version: string, width: number, height: number, extension: OwnPhotoExtension): string {
  return `/assets/photos/${file.replace(/\.[^.]+$/, '')}-${version}-${width}x${height}.${extension}`
}

/** What the build reads back from a path of ownPhotoPath(). */
export const ownPhotoPathPattern = /\/assets\/photos\/[a-z0-9-]+-([0-9a-f]{10})-(\d+)x(\d+)\.(avif|webp|jpg)\b/g
