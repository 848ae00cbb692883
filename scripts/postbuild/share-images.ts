import { copyFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLanguage, languages } from '../../src/i18n/languages.ts'
import { shareImage } from '../../src/seo/share-image.ts'

/** A language without its own share image uses the default one's, with a warning, so no page links a missing file. */
export function run(clientDir: string, warn: (message: string) => void): void {
  const fallback = join(clientDir, shareImage(defaultLanguage).path)
  if (!existsSync(fallback)) throw new Error(`${shareImage(defaultLanguage).path} is missing from public/: run npm run og-image`)
  for (const { code } of languages) {
    const image = join(clientDir, shareImage(code).path)
    if (existsSync(image)) continue
    copyFileSync(fallback, image)
    warn(
      `postbuild: ${code} has no share image yet, so its pages share ${shareImage(defaultLanguage).path}; run npm run og-image to draw public${shareImage(code).path}`,
    )
  }
}
