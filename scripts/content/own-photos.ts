import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type SharpOptions } from 'sharp'
import { ownPhotoPathPattern, type OwnPhotoExtension } from '../../src/content/photos.ts'
import { writeFileAtomic } from '../i18n/atomic-write.ts'
import { photoFolder } from '../../src/content/collections.ts'
import { drawnArt } from './drawn-art.ts'

/** For photos sharp did not make: no more pixels than a phone's largest, and nothing damaged. */
export const photoReadOptions = { limitInputPixels: 50_000_000, failOn: 'warning' } as const satisfies SharpOptions

/** Part of every version, so a change here gives every size a new name. */
const making = {
  crop: 'centre',
  avif: { quality: 50, effort: 4 },
  webp: { quality: 70, effort: 4 },
  jpg: { quality: 70, mozjpeg: true },
  /** What shows through a transparent PNG or WebP where JPEG has no transparency. */
  jpgBackground: '#ffffff',
} as const

const cacheFolder = 'node_modules/.cache/photos'

export interface Original {
  file: string
  /** A file of src/content/photos/, or the SVG the build draws for an entry without a photo. */
  source: string | Buffer
  version: string
  width: number
  height: number
}

export async function readOriginals(root: string): Promise<Original[]> {
  const folder = join(root, photoFolder)
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => /^[^.].*\.(jpe?g|png|webp)$/.test(name))
        .sort()
    : []
  const sources = [
    ...files.map((file) => ({ file, source: join(folder, file), bytes: readFileSync(join(folder, file)) })),
    ...drawnArt(root).map(({ file, svg }) => ({ file, source: Buffer.from(svg), bytes: Buffer.from(svg) })),
  ]
  return Promise.all(
    sources.map(async ({ file, source, bytes }) => {
      const version = createHash('sha256').update(JSON.stringify(making)).update(bytes).digest('hex').slice(0, 10)
      const { autoOrient } = await sharp(bytes, photoReadOptions).metadata()
      return { file, source, version, ...autoOrient }
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

export function ownPhotoSizesIn(html: string): OwnPhotoSize[] {
  return [...html.matchAll(ownPhotoPathPattern)].map(([path, version, width, height, extension]) => ({
    path,
    version: version!,
    width: Number(width),
    height: Number(height),
    extension: extension as OwnPhotoExtension,
  }))
}

export async function makeOwnPhotoSize(root: string, original: Original, { width, height, extension }: OwnPhotoSize): Promise<Buffer> {
  const cached = join(root, cacheFolder, `${original.version}-${width}x${height}.${extension}`)
  if (existsSync(cached)) return readFileSync(cached)
  const resized = sharp(original.source, photoReadOptions).autoOrient().resize(width, height, { fit: 'cover', position: making.crop })
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
