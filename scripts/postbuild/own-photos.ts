import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { photoFolder } from '../../src/content/collections.ts'
import { makeOwnPhotoSize, ownPhotoSizesIn, readOriginals, type OwnPhotoSize } from '../content/own-photos.ts'

/** The pages decide the widths, crops and formats, so nothing here knows which entry shows which photo. */
export async function run(clientDir: string, root: string): Promise<void> {
  const sizes = new Map<string, OwnPhotoSize>()
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.split(sep).includes('assets'),
  )
  for (const page of pages) for (const size of ownPhotoSizesIn(readFileSync(join(clientDir, page), 'utf8'))) sizes.set(size.path, size)
  if (!sizes.size) return
  const originals = new Map((await readOriginals(root)).map((original) => [original.version, original]))
  await Promise.all(
    [...sizes.values()].map(async (size) => {
      const original = originals.get(size.version)
      if (!original) throw new Error(`a page shows ${size.path}, but no photo of ${photoFolder}/ has the version ${size.version}`)
      const target = join(clientDir, size.path)
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, await makeOwnPhotoSize(root, original, size))
    }),
  )
}
