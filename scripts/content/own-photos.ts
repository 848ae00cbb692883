import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type SharpOptions } from 'sharp'
import { ownPhotoPathPattern, type OwnPhotoExtension } from '../../src/content/photos.ts'
import { writeFileAtomic } from '../i18n/atomic-write.ts'
import { photoFolder } from './collections.ts'

/** How sharp reads a photo it did not make: no more pixels than a phone's largest, and nothing damaged. */
export const photoReadOptions = { limitInputPixels: 50_000_000, failOn: 'warning' } as const satisfies SharpOptions

/** How each size is made: part of every version, so a change here gives every size a new name. */
const making = {
  crop: 'centre',
  avif: { quality: 50, effort: 4 },
  webp: { quality: 70, effort: 4 },
  jpg: { quality: 70, mozjpeg: true },
  /** What shows through a transparent PNG or WebP where JPEG has no transparency. */
  jpgBackground: '#ffffff',
} as const

/** Encoded sizes, kept between builds: one file per version, size and format. */
const cacheFolder = 'node_modules/.cache/photos'

export interface Original {
  file: string
  path: string
  version: string
  /** Upright, as the sizes are made. */
  width: number
  height: number
}

/** Every photo of src/content/photos/, with the version that names its sizes. */
export async function readOriginals(root: string): Promise<Original[]> {
  const folder = join(root, photoFolder)
  if (!existsSync(folder)) return []
  const files = readdirSync(folder)
    .filter((name) => /^[^.].*\.(jpe?g|png|webp)$/.test(name))
    .sort()
  return Promise.all(
    files.map(async (file) => {
      const path = join(folder, file)
      const bytes = readFileSync(path)
      const version = createHash('sha256').update(JSON.stringify(making)).update(bytes).digest('hex').slice(0, 10)
      const { autoOrient } = await sharp(bytes, photoReadOptions).metadata()
      return { file, path, version, ...autoOrient }
    }),
  )
}

export interface OwnPhotoSize {
  path: string
  version: string
  width: number
  height: number
  extension: OwnPhotoExtension
}

/** The sizes of our own photos a page names, in its src and srcset attributes. */
export function ownPhotoSizesIn(html: string): OwnPhotoSize[] {
  return [...html.matchAll(ownPhotoPathPattern)].map(([path, version, width, height, extension]) => ({
    path,
    version: version!,
    width: Number(width),
    height: Number(height),
    extension: extension as OwnPhotoExtension,
  }))
}

/** One size of an original: cropped around its centre to width × height, encoded, and cached. */
export async function makeOwnPhotoSize(root: string, original: Original, { width, height, extension }: OwnPhotoSize): Promise<Buffer> {
  const cached = join(root, cacheFolder, `${original.version}-${width}x${height}.${extension}`)
  if (existsSync(cached)) return readFileSync(cached)
  const resized = sharp(original.path, photoReadOptions).autoOrient().resize(width, height, { fit: 'cover', position: making.crop })
  const encoded =
    extension === 'avif'
      ? resized.avif(making.avif)
      : extension === 'webp'
        ? resized.webp(making.webp)
        : resized.flatten({ background: making.jpgBackground }).jpeg(making.jpg)
  const bytes = await encoded.toBuffer()
  mkdirSync(join(root, cacheFolder), { recursive: true })
  writeFileAtomic(cached, bytes)
  return bytes
}
