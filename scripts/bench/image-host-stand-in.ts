import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join, resolve } from 'node:path'
import sharp, { type Sharp } from 'sharp'

/** A stand-in for the image host, which our machines cannot reach: photos of a photograph's weight, cached per size. */
const cacheDir = resolve(import.meta.dirname, '../../node_modules/.cache/image-host-stand-in')
const formats = [
  { type: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 45, effort: 2 }) },
  { type: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 70 }) },
  { type: 'image/jpeg', encode: (image: Sharp) => image.jpeg({ quality: 70, mozjpeg: true }) },
] as const

const sourceSize = { width: 1600, height: 1000 }
let source: Promise<Buffer> | undefined

function madeUpPhoto(): Promise<Buffer> {
  source ??= (async () => {
    const { width, height } = sourceSize
    const noise = (size: { width: number; height: number }, sigma: number) =>
      sharp({ create: { ...size, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } })
    const shapes = await noise({ width: 400, height: 250 }, 50).resize(width, height, { kernel: 'cubic' }).blur(1.5).raw().toBuffer()
    const grain = await noise(sourceSize, 8).raw().toBuffer()
    const photo = Buffer.alloc(width * height * 3)
    for (let index = 0; index < photo.length; index++) {
      const pixel = Math.floor(index / 3)
      const channel = index % 3
      const gradient = channel === 0 ? ((pixel % width) / width) * 80 : channel === 1 ? (Math.floor(pixel / width) / height) * 80 : 40
      photo[index] = Math.max(0, Math.min(255, shapes[index]! * 0.7 + (grain[index]! - 128) * 0.6 + gradient))
    }
    return photo
  })()
  return source
}

async function standInPhoto(url: URL, accept: string): Promise<{ type: string; body: Buffer }> {
  const clamp = (value: string | null, fallback: number) => Math.min(2400, Math.max(16, Number(value) || fallback))
  const width = clamp(url.searchParams.get('w'), 800)
  const height = clamp(url.searchParams.get('h'), Math.round((width * sourceSize.height) / sourceSize.width))
  const format = formats.find(({ type }) => type === 'image/jpeg' || accept.includes(type))!
  const file = join(cacheDir, `${width}x${height}.${format.type.slice('image/'.length)}`)
  if (existsSync(file)) return { type: format.type, body: readFileSync(file) }
  const raw = sharp(await madeUpPhoto(), { raw: { ...sourceSize, channels: 3 } }).resize(width, height, { fit: 'cover' })
  const body = await format.encode(raw).toBuffer()
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(file, body)
  return { type: format.type, body }
}

export async function startImageHostStandIn(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    standInPhoto(new URL(request.url ?? '/', `http://127.0.0.1:${port}`), request.headers.accept ?? '').then(
      ({ type, body }) => response.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, Vary: 'Accept' }).end(body),
      (error: unknown) => response.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}
