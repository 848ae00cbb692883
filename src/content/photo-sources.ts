import originals from 'virtual:own-photos'
import {
  drawnArtPattern,
  fallbackWidth,
  heightAt,
  isOwnPhoto,
  ownPhotoFormats,
  ownPhotoPath,
  photoSrcSet,
  photoUrl,
  type OwnPhoto,
  type OwnPhotoExtension,
  type Photo,
} from './photos.ts'

/** What a page writes for a photo: a `<source>` per modern format (our own photos only), then the `<img>`'s src and srcset. */
export interface PhotoSources {
  sources: { type: string; srcSet: string }[]
  src: string
  srcSet: string
}

export function photoSources(photo: Photo): PhotoSources {
  if (!isOwnPhoto(photo)) return { sources: [], src: photoUrl(photo, fallbackWidth(photo)), srcSet: photoSrcSet(photo) }
  const widths = ownPhotoWidths(photo)
  const path = (width: number, extension: OwnPhotoExtension) =>
    ownPhotoPath(photo.file, originalOf(photo).version, width, heightAt(photo, width), extension)
  const srcSet = (extension: OwnPhotoExtension) => widths.map((width) => `${path(width, extension)} ${width}w`).join(', ')
  return {
    sources: ownPhotoFormats
      .filter(({ extension }) => extension !== 'jpg')
      .map(({ extension, type }) => ({ type, srcSet: srcSet(extension) })),
    src: path(fallbackWidth(photo, widths), 'jpg'),
    srcSet: srcSet('jpg'),
  }
}

/** A drawing of an entry the dev server has not saved yet names no size it makes: the card shows its fallback. */
const unsavedDrawing = { version: '0000000000', width: 1200, height: 1200 }

function originalOf({ file }: OwnPhoto) {
  const original = originals[file] ?? (drawnArtPattern.test(file) && import.meta.env.DEV ? unsavedDrawing : undefined)
  if (!original) throw new Error(`The photo ${file} is not in src/content/photos/: npm run content:check names the entry.`)
  return original
}

/** The widths the original fills in the photo's proportions, so none is enlarged; an original smaller than all of them gives the smallest. */
function ownPhotoWidths(photo: OwnPhoto): readonly number[] {
  const { width, height } = originalOf(photo)
  const croppable = Math.min(width, (height * photo.width) / photo.height)
  const widths = photo.widths.filter((candidate) => candidate <= croppable)
  return widths.length ? widths : photo.widths.slice(0, 1)
}
