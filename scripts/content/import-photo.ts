import { linkSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import transliterate from '@sindresorhus/transliterate'
import sharp, { type Metadata, type OutputInfo } from 'sharp'
import { refuseLinkedFolder, removeStaleTemporaryFiles, temporaryPath, writeDurably } from '../i18n/atomic-write.ts'
import { photoFolder } from '../../src/content/collections.ts'
import { photoReadOptions } from './own-photos.ts'

export type ImportedPhoto =
  /** `note`: what the owner should know of what was kept (an animation's first frame only). */
  { ok: true; file: string; width: number; height: number; note?: string } | { ok: false; reason: string }

/** The largest file taken at all; a photo up to it is made smaller, not refused. */
const largestPhotoBytes = 40 * 2 ** 20
/** Twice the widest size a page shows, in a repository that stays light. */
const longestSide = 2400
export const largestKeptBytes = 5 * 2 ** 20
/** A strip past it cannot be cropped to any of the page's proportions without losing nearly all of it. */
const widestRatio = 8

/** Treats the photo as untrusted: read within limits, stripped of metadata (EXIF, GPS), never replacing another photo. */
export async function importPhoto(root: string, file: Buffer, originalName: string): Promise<ImportedPhoto> {
  const name = shownName(originalName)
  const refuse = (reason: string): ImportedPhoto => ({ ok: false, reason: `${name} ${reason}` })
  const size = sizeRefusal(file.length)
  if (size) return refuse(size)
  const header = await readHeader(file)
  if ('reason' in header) return refuse(header.reason)
  const { kind, metadata } = header
  let kept: { data: Buffer; info: OutputInfo }
  try {
    kept = await keep(file, kind, Math.min(longestSide, Math.max(metadata.autoOrient.width, metadata.autoOrient.height)))
  } catch {
    return refuse(damaged(kind))
  }
  const folder = join(root, photoFolder)
  mkdirSync(folder, { recursive: true })
  try {
    refuseLinkedFolder(folder)
  } catch (cause) {
    return { ok: false, reason: (cause as Error).message }
  }
  removeStaleTemporaryFiles(folder)
  const stored = storeOnce(folder, slugOf(originalName), extensions[kind], kept.data)
  const frames = metadata.pages ?? 1
  const note =
    frames > 1
      ? `${name} is an animation of ${frames} frames: only its first frame is kept, as a still photo. To show another moment, save that frame as a JPEG and add it instead.`
      : undefined
  return { ok: true, file: stored, width: kept.info.width, height: kept.info.height, ...(note && { note }) }
}

/** For a file on disk: its size is known before a byte is read, so a huge file is refused without filling the memory. */
export function readPhotoFile(path: string, shownAs: string): { ok: true; file: Buffer } | { ok: false; reason: string } {
  const name = shownName(shownAs)
  try {
    const stats = statSync(path)
    if (!stats.isFile()) return { ok: false, reason: `${name} is a folder or a device, not a photo. Name a JPEG, PNG or WebP file.` }
    const size = sizeRefusal(stats.size)
    if (size) return { ok: false, reason: `${name} ${size}` }
    return { ok: true, file: readFileSync(path) }
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code
    const why = code === 'ENOENT' ? 'there is no such file' : code === 'EACCES' ? 'you may not read it' : String(cause)
    return { ok: false, reason: `${name} cannot be read: ${why}. Check the name and where the file is, then try again.` }
  }
}

/**
 * A photo received with a translation, checked as an import would check it, and refused where an import would have
 * changed it: the import strips metadata and makes a large photo smaller, so a file that needs either was not
 * imported. `path` is its name in the repository, whose extension must say what it is.
 */
export async function receivedPhotoProblem(path: string, file: Buffer): Promise<string | undefined> {
  if (file.length > largestKeptBytes)
    return `is ${megabytes(file.length)}, more than the ${megabytes(largestKeptBytes)} an imported photo is. Add it with npm run photo:add, which makes it smaller.`
  const header = await readHeader(file)
  if ('reason' in header) return header.reason
  const { kind, metadata } = header
  const named = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  if (extensions[kind] !== (named === 'jpeg' ? 'jpg' : named))
    return `is a ${formatNames[kind]} photo named .${named}: the name must say what it is. Add it with npm run photo:add, which names it.`
  const carried = (['exif', 'xmp', 'iptc', 'icc', 'tifftagPhotoshop'] as const).filter((field) => metadata[field]?.length)
  if (carried.length || metadata.comments?.length)
    return `still carries metadata (${[...carried, ...(metadata.comments?.length ? ['comments'] : [])].join(', ')}), which may hold where and when it was taken. Add it with npm run photo:add, which strips it.`
  if (Math.max(metadata.autoOrient.width, metadata.autoOrient.height) > longestSide)
    return `is ${metadata.width} × ${metadata.height} pixels, larger than an imported photo. Add it with npm run photo:add, which makes it smaller.`
  try {
    await sharp(file, photoReadOptions).resize(16).toBuffer()
  } catch {
    return damaged(kind)
  }
  return undefined
}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`

function sizeRefusal(bytes: number): string | undefined {
  if (!bytes) return 'is empty.'
  if (bytes > largestPhotoBytes)
    return `is ${megabytes(bytes)}, more than the ${megabytes(largestPhotoBytes)} a photo may be. Make it smaller first.`
  return undefined
}

const damaged = (kind: Format) =>
  `cannot be read as a ${formatNames[kind]}: it may be damaged or cut short. Open it and save it again as JPEG.`

/** What the file is, from its first bytes and its header: its pixels are not decoded yet. */
async function readHeader(file: Buffer): Promise<{ kind: Format; metadata: Metadata } | { reason: string }> {
  const kind = kindOf(file)
  if (kind === 'heic') return { reason: heicAdvice }
  if (typeof kind === 'object')
    return { reason: `is not a JPEG, PNG or WebP photo${kind.is ? ` (it is ${kind.is})` : ''}. Save it as JPEG, then add it again.` }
  let metadata: Metadata
  try {
    // The header only, to name the size of a photo past the limit; its pixels are read within it.
    metadata = await sharp(file, { ...photoReadOptions, limitInputPixels: false }).metadata()
  } catch {
    return { reason: damaged(kind) }
  }
  if (metadata.format !== kind) return { reason: damaged(kind) }
  if (metadata.width * metadata.height > photoReadOptions.limitInputPixels)
    return {
      reason: `is ${metadata.width} × ${metadata.height} pixels, more than a photo may be. Make it smaller first (${longestSide} pixels on its long side is plenty).`,
    }
  const [long, short] = [Math.max(metadata.width, metadata.height), Math.min(metadata.width, metadata.height)]
  if (long > short * widestRatio)
    return {
      reason: `is ${metadata.width} × ${metadata.height} pixels, a strip more than ${widestRatio} times longer than it is wide, which no page can show. Crop it to a photo’s proportions (3 × 2, for instance), then add it again.`,
    }
  return { kind, metadata }
}

const formatNames = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' } as const
const extensions = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const

const heicAdvice =
  'is an HEIC photo, the iPhone’s usual format, which the site cannot read. Share it as a JPEG instead: on the iPhone, ' +
  'share it by Mail or set Settings › Photos › Transfer to Mac or PC to Automatic, which give a JPEG; on a Mac, open it ' +
  'in Preview and choose File › Export › JPEG. For new photos, choose Settings › Camera › Formats › Most Compatible.'

// sharp keeps no metadata unless asked.
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
 * A hard link fails rather than replace a file that appeared meanwhile. The same bytes are kept once: a file of the
 * folder holding them already, whatever its name, is reused.
 */
function storeOnce(folder: string, stem: string, extension: string, bytes: Buffer): string {
  const same = readdirSync(folder, { withFileTypes: true }).find(
    (entry) =>
      entry.isFile() &&
      !entry.name.startsWith('.') &&
      entry.name.endsWith(`.${extension}`) &&
      statSync(join(folder, entry.name)).size === bytes.length &&
      readFileSync(join(folder, entry.name)).equals(bytes),
  )
  if (same) return same.name
  const temporary = temporaryPath(folder, stem)
  writeDurably(temporary, bytes)
  try {
    for (let suffix = 1; ; suffix++) {
      const name = suffix === 1 ? `${stem}.${extension}` : `${stem}-${suffix}.${extension}`
      try {
        linkSync(temporary, join(folder, name))
        return name
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
    }
  } finally {
    unlinkSync(temporary)
  }
}

/** Letters of Ghana's languages (Akan, Ewe, Ga, Dagbani) that the transliteration does not know, as their writers would spell them without. */
const ghanaianLetters: [string, string][] = [
  ['ɔ', 'o'],
  ['Ɔ', 'O'],
  ['ɛ', 'e'],
  ['Ɛ', 'E'],
  ['ŋ', 'ng'],
  ['Ŋ', 'Ng'],
  ['ɖ', 'd'],
  ['Ɖ', 'D'],
  ['ƒ', 'f'],
  ['Ƒ', 'F'],
  ['ɣ', 'g'],
  ['Ɣ', 'G'],
  ['ʋ', 'v'],
  ['Ʋ', 'V'],
  ['ƴ', 'y'],
  ['Ƴ', 'Y'],
  ['ʒ', 'z'],
  ['Ʒ', 'Z'],
]

/** `IMG_0042 (1).JPG` → `img-0042-1`, as the data's `file` takes. */
function slugOf(originalName: string): string {
  const base = originalName.split(/[/\\]/).pop() ?? ''
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base
  const slug = transliterate(stem, { customReplacements: ghanaianLetters })
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '')
  return slug || 'photo'
}

function shownName(originalName: string): string {
  const clean = stripVTControlCharacters(originalName).replace(/\p{Cc}/gu, '')
  return `“${clean.length > 80 ? `${clean.slice(0, 79)}…` : clean}”`
}

type Format = keyof typeof formatNames

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
