/** `npm run photo:add -- <photo>`: keeps a photo of the studio's own in src/content/photos/ (docs/content.md). */
import { readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { importPhoto } from './content/import-photo.ts'

const [given] = process.argv.slice(2)
if (!given) {
  console.error('Usage: npm run photo:add -- <photo.jpg>   (a JPEG, PNG or WebP photo)')
  process.exit(1)
}
// npm runs scripts from the project's folder; INIT_CWD is where the command was typed.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), given)
let file: Buffer
try {
  file = readFileSync(path)
} catch (error) {
  console.error(
    `✗ ${given} cannot be read: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : String(error)}`,
  )
  process.exit(1)
}
const result = await importPhoto(resolve(import.meta.dirname, '..'), file, basename(path))
if (!result.ok) {
  console.error(`✗ ${result.reason}`)
  process.exit(1)
}
console.log(`✓ src/content/photos/${result.file} (${result.width} × ${result.height} pixels)`)
console.log(`  Show it from a data file, cropped to the page's proportions (a project card 800 × 500, a portrait 384 × 384):`)
console.log(`  "image": { "file": "${result.file}", "width": 800, "height": 500 }`)
console.log('  and describe it in English and French, in the entry’s imageAlt (npm run content:check lists what is missing).')
