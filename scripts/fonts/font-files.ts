import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** A font package's files/ folder: its exports name only its CSS. */
export function fontPackageFiles(packageName: string): string {
  return join(dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`)), 'files')
}

/** The face's upright variable files, one per range of characters, Latin first: most pages need it alone. */
export function faceSources(): { subset: string; file: string }[] {
  const folder = fontPackageFiles('@fontsource-variable/source-sans-3')
  const name = /^source-sans-3-(.+)-wght-normal\.woff2$/
  return readdirSync(folder)
    .flatMap((file) => {
      const subset = name.exec(file)?.[1]
      return subset ? [{ subset, file: join(folder, file) }] : []
    })
    .sort((a, b) => Number(b.subset === 'latin') - Number(a.subset === 'latin') || a.subset.localeCompare(b.subset))
}
