import { copyFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLanguage, languages } from '../../src/i18n/languages.ts'
import { shareImage } from '../../src/seo/share-image.ts'

/**
 * Every language's pages point og:image and twitter:image at its own share image. A language added
 * without one (npm run og-image draws it) shares the default language's image until it has its own,
 * so no page links to a missing file; the build says so, through `warn`.
 */
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
