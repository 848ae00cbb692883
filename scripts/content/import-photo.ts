import { randomUUID } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import sharp, { type Metadata, type OutputInfo } from 'sharp'
import { photoFolder } from './collections.ts'
import { photoReadOptions } from './own-photos.ts'

export type ImportedPhoto = { ok: true; file: string; width: number; height: number } | { ok: false; reason: string }

/** The largest file taken at all; a photo up to it is made smaller, not refused. */
const largestPhotoBytes = 40 * 2 ** 20
/** What a kept photo is made to fit: twice the widest size a page shows, in a repository that stays light. */
const longestSide = 2400
const largestKeptBytes = 5 * 2 ** 20

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`

/**
 * Keeps a photo the studio chose (npm run photo:add, the workspace) in src/content/photos/, treating it as untrusted:
 * only JPEG, PNG and WebP, read by sharp within limits; turned upright and stripped of its metadata (EXIF, GPS);
 * made smaller past 2400 pixels or 5 MB; named from `originalName` as a slug, with a suffix rather than replacing
 * another photo, and written whole or not at all. The same photo imported again gets its existing name back.
 */
export async function importPhoto(root: string, file: Buffer, originalName: string): Promise<ImportedPhoto> {
  const name = shownName(originalName)
  const refuse = (reason: string): ImportedPhoto => ({ ok: false, reason: `${name} ${reason}` })
  if (!file.length) return refuse('is empty.')
  if (file.length > largestPhotoBytes)
    return refuse(`is ${megabytes(file.length)}, more than the ${megabytes(largestPhotoBytes)} a photo may be. Make it smaller first.`)
  const kind = kindOf(file)
  if (kind === 'heic') return refuse(heicAdvice)
  if (typeof kind === 'object')
    return refuse(`is not a JPEG, PNG or WebP photo${kind.is ? ` (it is ${kind.is})` : ''}. Save it as JPEG, then add it again.`)
  const damaged = refuse(`cannot be read as a ${formatNames[kind]}: it may be damaged or cut short. Open it and save it again as JPEG.`)
  let metadata: Metadata
  try {
    // The header only, to name the size of a photo past the limit; its pixels are read within it.
    metadata = await sharp(file, { ...photoReadOptions, limitInputPixels: false }).metadata()
  } catch {
    return damaged
  }
  if (metadata.format !== kind) return damaged
  if (metadata.width * metadata.height > photoReadOptions.limitInputPixels)
    return refuse(
      `is ${metadata.width} × ${metadata.height} pixels, more than a photo may be. Make it smaller first (${longestSide} pixels on its long side is plenty).`,
    )
  let kept: { data: Buffer; info: OutputInfo }
  try {
    kept = await keep(file, kind, Math.min(longestSide, Math.max(metadata.autoOrient.width, metadata.autoOrient.height)))
  } catch {
    return damaged
  }
  const stored = storeOnce(join(root, photoFolder), slugOf(originalName), extensions[kind], kept.data)
  return { ok: true, file: stored, width: kept.info.width, height: kept.info.height }
}

const formatNames = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' } as const
const extensions = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const

const heicAdvice =
  'is an HEIC photo, the iPhone’s usual format, which the site cannot read. Share it as a JPEG instead: on the iPhone, ' +
  'share it by Mail or set Settings › Photos › Transfer to Mac or PC to Automatic, which give a JPEG; on a Mac, open it ' +
  'in Preview and choose File › Export › JPEG. For new photos, choose Settings › Camera › Formats › Most Compatible.'

/** Re-encoded upright without metadata (sharp keeps none unless asked), smaller until it is light enough. */
async function keep(file: Buffer, kind: Format, side: number): Promise<{ data: Buffer; info: OutputInfo }> {
  for (let longSide = side; ;) {
    const resized = sharp(file, photoReadOptions)
      .autoOrient()
      .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    const encoded =
      kind === 'jpeg' ? resized.jpeg({ quality: 90, mozjpeg: true }) : kind === 'png' ? resized.png() : resized.webp({ quality: 90 })
    const result = await encoded.toBuffer({ resolveWithObject: true })
    if (result.data.length <= largestKeptBytes || longSide <= 800) return result
    longSide = Math.round(longSide * Math.sqrt(largestKeptBytes / result.data.length) * 0.95)
  }
}

/**
 * Writes `bytes` under the first free name (`name.jpg`, `name-2.jpg`, …): through a temporary file and a hard link,
 * which fails rather than replace a file that appeared meanwhile. A name already holding these very bytes is reused.
 */
function storeOnce(folder: string, stem: string, extension: string, bytes: Buffer): string {
  mkdirSync(folder, { recursive: true })
  const temporary = join(folder, `.${stem}.${randomUUID()}.tmp`)
  writeFileSync(temporary, bytes)
  try {
    for (let suffix = 1; ; suffix++) {
      const name = suffix === 1 ? `${stem}.${extension}` : `${stem}-${suffix}.${extension}`
      const target = join(folder, name)
      if (existsSync(target)) {
        if (readFileSync(target).equals(bytes)) return name
        continue
      }
      try {
        linkSync(temporary, target)
        return name
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
    }
  } finally {
    unlinkSync(temporary)
  }
}

/** `IMG_0042 (1).JPG` → `img-0042-1`: lowercase letters and digits joined by hyphens, as the data's `file` takes. */
function slugOf(originalName: string): string {
  const base = originalName.split(/[/\\]/).pop() ?? ''
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base
  const slug = stem
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '')
  return slug || 'photo'
}

/** The name as given, quoted, without control characters, short enough for one line. */
function shownName(originalName: string): string {
  const clean = stripVTControlCharacters(originalName).replace(/\p{Cc}/gu, '')
  return `“${clean.length > 80 ? `${clean.slice(0, 79)}…` : clean}”`
}

type Format = keyof typeof formatNames

/** What the first bytes say the file is: a format sharp may read, an iPhone's HEIC, or what it is instead, in words. */
function kindOf(file: Buffer): Format | 'heic' | { is?: string } {
  const text = (start: number, end: number) => file.subarray(start, end).toString('latin1')
  if (file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) return 'jpeg'
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp'
  if (text(4, 8) === 'ftyp') {
    const boxEnd = Math.min(file.length >= 4 ? file.readUInt32BE(0) : 0, 64)
    const brands = [text(8, 12)]
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(text(offset, offset + 4))
    if (brands.some((brand) => ['avif', 'avis'].includes(brand))) return { is: 'an AVIF image' }
    if (brands.some((brand) => ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand))) return 'heic'
    return { is: 'a video' }
  }
  if (/^GIF8[79]a/.test(text(0, 6))) return { is: 'a GIF image' }
  if (text(0, 4) === 'II*\0' || text(0, 4) === 'MM\0*') return { is: 'a TIFF image' }
  if (text(0, 2) === 'BM') return { is: 'a BMP image' }
  if (text(0, 5) === '%PDF-') return { is: 'a PDF document' }
  if (text(0, 4) === 'PK\x03\x04') return { is: 'a zip archive, or a document made of one' }
  if (/^\s*</.test(text(0, 256))) return { is: 'a web page or an SVG drawing' }
  return {}
}
