import { basename, resolve } from 'node:path'
import { importPhoto, readPhotoFile } from './content/import-photo.ts'

const [given] = process.argv.slice(2)
if (!given) {
  console.error('Usage: npm run photo:add -- <photo.jpg>   (a JPEG, PNG or WebP photo)')
  process.exit(1)
}
// npm runs scripts from the project's folder; INIT_CWD is where the command was typed.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), given)
const read = readPhotoFile(path, given)
if (!read.ok) {
  console.error(`✗ ${read.reason}`)
  process.exit(1)
}
let result
try {
  result = await importPhoto(resolve(import.meta.dirname, '..'), read.file, basename(path))
} catch (cause) {
  console.error(`✗ ${(cause as Error).message}`)
  process.exit(1)
}
if (!result.ok) {
  console.error(`✗ ${result.reason}`)
  process.exit(1)
}
console.log(`✓ src/content/photos/${result.file} (${result.width} × ${result.height} pixels)`)
if (result.note) console.log(`  ${result.note}`)
console.log(`  Show it from a data file, cropped to the page's proportions (a project card 800 × 500, a portrait 384 × 384):`)
console.log(`  "image": { "file": "${result.file}", "width": 800, "height": 500 }`)
console.log('  and describe it in English and French, in the entry’s imageAlt (npm run content:check lists what is missing).')
