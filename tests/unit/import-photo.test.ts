import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { importPhoto } from '../../scripts/content/import-photo.ts'
import { repoRoot } from '../support/project-copy.ts'

/** importPhoto (npm run photo:add and the workspace) on files a studio might choose, and files nobody should. */

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'import-photo-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const kept = (file: string) => join(root, 'src/content/photos', file)
const keptFiles = () => {
  try {
    return readdirSync(join(root, 'src/content/photos'))
  } catch {
    return []
  }
}

const picture = (width: number, height: number, background = '#147a6e') => sharp({ create: { width, height, channels: 3, background } })

describe('importing a photo', () => {
  it.each([
    ['JPEG', 'Clinic Book (final).JPG', () => picture(64, 40).jpeg().toBuffer(), 'clinic-book-final.jpg', 'jpeg'],
    ['PNG', 'Équipe à Accra.png', () => picture(64, 40).png().toBuffer(), 'equipe-a-accra.png', 'png'],
    ['WebP', 'C:\\Users\\ama\\Pictures\\team.webp', () => picture(64, 40).webp().toBuffer(), 'team.webp', 'webp'],
  ])('keeps a %s under a slug of its name, in its own format', async (_, name, make, file, format) => {
    expect(await importPhoto(root, await make(), name)).toEqual({ ok: true, file, width: 64, height: 40 })
    expect((await sharp(kept(file)).metadata()).format).toBe(format)
    expect(keptFiles()).toEqual([file])
  })

  it('names it by what it is, not by its extension', async () => {
    const result = await importPhoto(root, await picture(64, 40).png().toBuffer(), 'photo.jpg')
    expect(result).toMatchObject({ ok: true, file: 'photo.png' })
  })

  it('refuses an iPhone HEIC with how to share it as JPEG, and writes nothing', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)])
    const result = await importPhoto(root, heic, 'IMG_0042.HEIC')
    expect(result.ok).toBe(false)
    const { reason } = result as { reason: string }
    expect(reason).toMatch(/^“IMG_0042\.HEIC” is an HEIC photo/)
    expect(reason).toContain('Share it as a JPEG')
    expect(reason).toContain('Settings › Camera › Formats › Most Compatible')
    expect(keptFiles()).toEqual([])
  })

  it.each([
    ['a GIF', 'logo.gif', () => picture(8, 8).gif().toBuffer(), '“logo.gif” is not a JPEG, PNG or WebP photo (it is a GIF image).'],
    ['a zip renamed .jpg', 'photos.jpg', async () => Buffer.from('PK\x03\x04\x14\0\0\0\0\0photo.jpg', 'latin1'), '(it is a zip archive'],
    ['an SVG', 'drawing.png', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), '(it is a web page or an SVG drawing)'],
    [
      'random bytes',
      'noise.webp',
      async () => Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 97) % 251)),
      '“noise.webp” is not a JPEG, PNG or WebP photo.',
    ],
    [
      'a JPEG cut short',
      'half.jpg',
      async () => (await picture(400, 300).jpeg().toBuffer()).subarray(0, 300),
      '“half.jpg” cannot be read as a JPEG',
    ],
    ['an empty file', 'empty.jpg', async () => Buffer.alloc(0), '“empty.jpg” is empty.'],
  ])('refuses %s, saying why, and writes nothing', async (_, name, make, reason) => {
    const result = await importPhoto(root, await make(), name)
    expect(result).toEqual({ ok: false, reason: expect.stringContaining(reason) })
    expect((result as { reason: string }).reason).toMatch(/Save it as JPEG|Save it again as JPEG|is empty/i)
    expect(keptFiles()).toEqual([])
  })

  it('refuses a file that claims more pixels than a photo has, before decoding it', async () => {
    const png = Buffer.from(await picture(8, 8).png().toBuffer())
    png.writeUInt32BE(20_000, 16)
    png.writeUInt32BE(20_000, 20)
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
    expect(await importPhoto(root, png, 'huge.png')).toEqual({
      ok: false,
      reason: expect.stringMatching(/^“huge\.png” is 20000 × 20000 pixels, more than a photo may be\. Make it smaller first/),
    })
  })

  it('makes a photo past 2400 pixels on its long side smaller, not refusing it', async () => {
    const result = await importPhoto(root, await picture(3000, 2000).jpeg().toBuffer(), 'wide.jpg')
    expect(result).toEqual({ ok: true, file: 'wide.jpg', width: 2400, height: 1600 })
    expect(await sharp(kept('wide.jpg')).metadata()).toMatchObject({ width: 2400, height: 1600 })
  })

  it('makes a photo heavier than 5 MB lighter', async () => {
    const noise = Buffer.from(Array.from({ length: 1400 * 1400 * 3 }, () => Math.floor(Math.random() * 256)))
    const png = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
      .png()
      .toBuffer()
    expect(png.length).toBeGreaterThan(5 * 2 ** 20)
    const result = await importPhoto(root, png, 'noise.png')
    expect(result).toMatchObject({ ok: true, file: 'noise.png' })
    expect(readFileSync(kept('noise.png')).length).toBeLessThanOrEqual(5 * 2 ** 20)
    expect((result as { width: number }).width).toBeLessThan(1400)
  })

  it('turns it upright and strips its EXIF, GPS position included', async () => {
    const withPosition = await picture(60, 40)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 0/1' } })
      .toBuffer()
    expect((await sharp(withPosition).metadata()).exif?.toString('latin1')).toContain('N')
    expect(await importPhoto(root, withPosition, 'upright.jpg')).toEqual({ ok: true, file: 'upright.jpg', width: 40, height: 60 })
    const metadata = await sharp(kept('upright.jpg')).metadata()
    expect(metadata).toMatchObject({ width: 40, height: 60 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
  })

  it('never replaces another photo of the same name, and gives the same photo its name back', async () => {
    const teal = await picture(64, 40).jpeg().toBuffer()
    const orange = await picture(64, 40, '#f08a24').jpeg().toBuffer()
    expect(await importPhoto(root, teal, 'founder.jpg')).toMatchObject({ ok: true, file: 'founder.jpg' })
    const first = readFileSync(kept('founder.jpg'))
    expect(await importPhoto(root, orange, 'founder.jpg')).toMatchObject({ ok: true, file: 'founder-2.jpg' })
    expect(await importPhoto(root, teal, 'founder.jpg')).toMatchObject({ ok: true, file: 'founder.jpg' })
    expect(readFileSync(kept('founder.jpg')).equals(first)).toBe(true)
    expect(keptFiles().sort()).toEqual(['founder-2.jpg', 'founder.jpg'])
  })

  it.each([
    ['Ɔdɔ Kwame.jpg', 'odo-kwame.jpg'],
    ['Ɛsi Mensah.jpg', 'esi-mensah.jpg'],
    ['Ŋɔɖɛ.jpg', 'ngode.jpg'],
    ['Søren.jpg', 'soren.jpg'],
    ['Straße.jpg', 'strasse.jpg'],
    ['Œuvre.jpg', 'oeuvre.jpg'],
    ['Ægypt 😀 café.JPG', 'aegypt-cafe.jpg'],
  ])('names %s by its letters written without accents, not by dropping them', async (name, file) => {
    expect(await importPhoto(root, await picture(64, 40).jpeg().toBuffer(), name)).toMatchObject({ ok: true, file })
  })

  it('keeps the same bytes once, whatever name they come under', async () => {
    const teal = await picture(64, 40).jpeg().toBuffer()
    expect(await importPhoto(root, teal, 'founder.jpg')).toMatchObject({ ok: true, file: 'founder.jpg' })
    expect(await importPhoto(root, teal, 'Copy of founder (2).jpg')).toMatchObject({ ok: true, file: 'founder.jpg' })
    expect(await importPhoto(root, teal, 'IMG_0042.jpeg')).toMatchObject({ ok: true, file: 'founder.jpg' })
    expect(keptFiles()).toEqual(['founder.jpg'])
  })

  it.each([
    [40_000, 2],
    [3, 40],
  ])('refuses a %i × %i strip that no page can crop to its proportions', async (width, height) => {
    const strip = await picture(width, height).png().toBuffer()
    expect(await importPhoto(root, strip, 'panorama.png')).toEqual({
      ok: false,
      reason: `“panorama.png” is ${width} × ${height} pixels, a strip more than 8 times longer than it is wide, which no page can show. Crop it to a photo’s proportions (3 × 2, for instance), then add it again.`,
    })
    expect(keptFiles()).toEqual([])
  })

  it('keeps the first frame of an animation, and says so', async () => {
    const frames = await Promise.all(['#147a6e', '#f08a24', '#1d2b53'].map((colour) => picture(32, 32, colour).png().toBuffer()))
    const animated = await sharp(frames, { join: { animated: true } })
      .webp({ loop: 0, delay: [100, 100, 100] })
      .toBuffer()
    const result = await importPhoto(root, animated, 'wave.webp')
    expect(result).toEqual({
      ok: true,
      file: 'wave.webp',
      width: 32,
      height: 32,
      note: expect.stringMatching(/^“wave\.webp” is an animation of 3 frames: only its first frame is kept, as a still photo\./),
    })
    expect((await sharp(kept('wave.webp')).metadata()).pages).toBeUndefined()
    const still = await importPhoto(root, await picture(32, 32).webp().toBuffer(), 'still.webp')
    expect(still).not.toHaveProperty('note')
  })

  it('writes nothing through a photo folder that is a link to elsewhere', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'import-photo-elsewhere-'))
    try {
      mkdirSync(join(root, 'src/content'), { recursive: true })
      symlinkSync(elsewhere, join(root, 'src/content/photos'))
      expect(await importPhoto(root, await picture(64, 40).jpeg().toBuffer(), 'team.jpg')).toEqual({
        ok: false,
        reason: expect.stringMatching(
          /outside the project, through a symbolic link\. Nothing was written: replace the link with a plain folder/,
        ),
      })
      expect(readdirSync(elsewhere)).toEqual([])
    } finally {
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })
})

describe('npm run photo:add', () => {
  const add = (path: string) =>
    spawnSync(process.execPath, ['scripts/photo-add.ts', path], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: root },
    })

  it('refuses a file past 40 MB from its size, before reading it', () => {
    // Sparse: 3 GB on paper, no block on the disk; reading it whole would fail with a RangeError, not this sentence.
    writeFileSync(join(root, 'huge.jpg'), '')
    truncateSync(join(root, 'huge.jpg'), 3 * 2 ** 30)
    const { status, stderr } = add('huge.jpg')
    expect(stderr.trim()).toBe('✗ “huge.jpg” is 3072.0 MB, more than the 40.0 MB a photo may be. Make it smaller first.')
    expect(status).toBe(1)
  })

  it('refuses a folder, saying what to name instead', () => {
    mkdirSync(join(root, 'Pictures'))
    const { status, stderr } = add('Pictures')
    expect(stderr.trim()).toBe('✗ “Pictures” is a folder or a device, not a photo. Name a JPEG, PNG or WebP file.')
    expect(status).toBe(1)
  })
})
