import i18next, { type TFunction } from 'i18next'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { localeFolder, type LanguageCode } from '../../src/i18n/languages.ts'
import { brandIcons, manifestPath, webManifest } from '../../src/seo/brand-icons.ts'
import { siteConfig } from '../../src/site.config.ts'
import { roleColor } from '../../src/theme/palette.ts'
import { coloredMark, renderPng } from './mark.ts'

const root = resolve(import.meta.dirname, '..', '..')

/** The words of a locale folder's common namespace, as the pages' i18next reads them. */
export async function commonWords(folder: string): Promise<TFunction> {
  const common = JSON.parse(readFileSync(join(root, 'locales', folder, 'common.json'), 'utf8')) as Record<string, unknown>
  const i18n = i18next.createInstance()
  await i18n.init({ lng: folder, resources: { [folder]: { common } }, defaultNS: 'common', interpolation: { escapeValue: false } })
  return i18n.t
}

const svgOfSize = (size: number, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${body}</svg>`

/**
 * The favicon, the home-screen icons and each language's manifest, all from src/theme/mark.svg and the palette.
 * The apple-touch and maskable icons fill their square with the tile's colour: the phone rounds or crops it, and a
 * maskable icon keeps its drawing inside the central circle of 80 % that every mask leaves.
 */
export async function run(clientDir: string, languageCodes: LanguageCode[]): Promise<void> {
  const { svg, favicon, appleTouch, small, large, maskable } = brandIcons
  const tile = roleColor('brand.solid')
  const fullBleed = (size: number, share: number) => {
    const inset = Math.round((size * (1 - share)) / 2)
    return svgOfSize(
      size,
      `<rect width="${size}" height="${size}" fill="${tile}"/>${coloredMark({ x: inset, y: inset, size: size - 2 * inset })}`,
    )
  }
  writeFileSync(join(clientDir, svg.path), `${coloredMark()}\n`)
  const icons = [
    { path: favicon.path, svg: svgOfSize(favicon.size, coloredMark({ size: favicon.size })), size: favicon.size },
    { path: small.path, svg: svgOfSize(small.size, coloredMark({ size: small.size })), size: small.size },
    { path: large.path, svg: svgOfSize(large.size, coloredMark({ size: large.size })), size: large.size },
    { path: appleTouch.path, svg: fullBleed(appleTouch.size, 1), size: appleTouch.size },
    { path: maskable.path, svg: fullBleed(maskable.size, 0.8), size: maskable.size },
  ]
  await Promise.all(icons.map(async (icon) => writeFileSync(join(clientDir, icon.path), await renderPng(icon.svg, icon.size))))

  for (const folder of new Set(languageCodes.map(localeFolder))) {
    const language = folder as LanguageCode
    const t = await commonWords(folder)
    const manifest = webManifest(language, {
      name: t('manifest.name', { brand: siteConfig.brand }),
      shortName: t('manifest.shortName', { brand: siteConfig.brand }),
      description: t('seo.organizationDescription'),
    })
    writeFileSync(join(clientDir, manifestPath(language)), `${JSON.stringify(manifest, null, 2)}\n`)
  }
}
