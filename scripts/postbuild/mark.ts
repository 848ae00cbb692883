import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { markColors, roleColor } from '../../src/theme/palette.ts'

const root = resolve(import.meta.dirname, '..', '..')
const markFile = join(root, 'src', 'theme', 'mark.svg')

type MarkPart = keyof typeof markColors

/** The mark with colours written in, for files that stand alone; `scope` keeps two copies in one SVG apart. */
export function coloredMark(
  place: { x?: number; y?: number; size?: number; scope?: string } = {},
  colors: Record<MarkPart, string> = {
    tile: roleColor(markColors.tile),
    line: roleColor(markColors.line),
    dot: roleColor(markColors.dot),
  },
): string {
  const { x, y, size, scope } = place
  const select = (part: string) => (scope ? `#${scope} .${part}` : `.${part}`)
  const style = `<style>${select('tile')}{fill:${colors.tile}}${select('line')}{stroke:${colors.line}}${select('dot')}{fill:${colors.dot}}</style>`
  const attributes = [
    scope && `id="${scope}"`,
    x !== undefined && `x="${x}"`,
    y !== undefined && `y="${y}"`,
    size !== undefined && `width="${size}" height="${size}"`,
  ].filter(Boolean)
  return readFileSync(markFile, 'utf8')
    .trim()
    .replace(/^<svg /, `<svg ${attributes.map((attribute) => `${attribute} `).join('')}`)
    .replace(/^(<svg[^>]*>)/, `$1${style}`)
}

const cacheDir = join(root, 'node_modules', '.cache', 'brand-images')

/** An SVG drawn as a PNG, once: the four test builds and every later build reuse what an earlier one drew. */
export async function renderPng(svg: string, width: number, height = width): Promise<Buffer> {
  const key = createHash('sha256').update(`${sharp.versions.vips}\n${width}x${height}\n${svg}`).digest('hex').slice(0, 32)
  const cached = join(cacheDir, `${key}.png`)
  if (existsSync(cached)) return readFileSync(cached)
  const png = await sharp(Buffer.from(svg))
    .resize(width, height)
    .png({ compressionLevel: 9, palette: width * height > 100_000 })
    .toBuffer()
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(cached, png)
  return png
}
