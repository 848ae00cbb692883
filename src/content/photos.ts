import { siteConfig } from '../site.config.ts'
import type { ProjectsFile } from './schemas.ts'

type PhotoData = NonNullable<ProjectsFile['projects'][number]['image']>

interface Widths {
  /** Smallest first: the first is what a visitor saving data gets. */
  widths: readonly number[]
}

/** A file of src/content/photos/, which the build makes in each width and format a page asks for. */
export type OwnPhoto = Extract<PhotoData, { file: string }> & Widths

export type HostPhoto = Extract<PhotoData, { id: string }> & Widths

export type Photo = OwnPhoto | HostPhoto

export const isOwnPhoto = (photo: Photo): photo is OwnPhoto => 'file' in photo

/**
 * The drawing the build makes from an entry's data where it names no photo (scripts/content/drawn-art.ts). Named like a
 * file of src/content/photos/, which can never be an SVG, so it takes our own photos' path to the page.
 */
export const drawnArtFile = (kind: 'project' | 'member', id: string): string =>
  `${kind}-${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.svg`

/** The proportions each list's pictures are shown in: a drawing's, and a new photo's until changed. */
export const photoShapes = {
  projects: { width: 800, height: 500 },
  members: { width: 384, height: 384 },
} as const

export const drawnArtPattern = /^(project|member)-[a-z0-9-]+\.svg$/

/** A card photo's widths: a 1× phone takes 480, a 2× phone 800, a desktop's 2× column 800 or 1200. */
export const cardPhotoWidths = [320, 480, 800, 1200] as const

/** The plain `src`'s width, for a browser that reads no `srcset`. */
export const fallbackWidth = (photo: Photo, widths: readonly number[] = photo.widths): number =>
  widths.find((width) => width >= photo.width) ?? widths.at(-1) ?? photo.width

export const heightAt = ({ width: ratioWidth, height: ratioHeight }: Photo, width: number): number =>
  Math.round((width * ratioHeight) / ratioWidth)

export function photoUrl(photo: HostPhoto, width: number): string {
  return `${siteConfig.imageHost}/${photo.id}?auto=format&fit=crop&w=${width}&h=${heightAt(photo, width)}&q=70`
}

export function photoSrcSet(photo: HostPhoto): string {
  return photo.widths.map((width) => `${photoUrl(photo, width)} ${width}w`).join(', ')
}

/** Best first: a browser takes the first it reads; JPEG is the `<img>`'s own. */
export const ownPhotoFormats = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
  { extension: 'jpg', type: 'image/jpeg' },
] as const

export type OwnPhotoExtension = (typeof ownPhotoFormats)[number]['extension']

/** The version follows the original's bytes and the encoding, so a path never changes content and is cached as immutable. */
export function ownPhotoPath(file: string, version: string, width: number, height: number, extension: OwnPhotoExtension): string {
  return `/assets/photos/${file.replace(/\.[^.]+$/, '')}-${version}-${width}x${height}.${extension}`
}

export const ownPhotoPathPattern = /\/assets\/photos\/[a-z0-9-]+-([0-9a-f]{10})-(\d+)x(\d+)\.(avif|webp|jpg)\b/g
