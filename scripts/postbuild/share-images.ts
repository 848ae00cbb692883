import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { pseudoLanguage } from '../../src/i18n/pseudo-language.ts'
import { shareCardTitle } from '../../src/seo/share-image.ts'
import { siteConfig } from '../../src/site.config.ts'
import { parseHtml } from '../html.ts'
import { commonWords } from './brand-assets.ts'
import { renderPng } from './mark.ts'
import { card, shareCardSvg } from './share-card.ts'
import { loadTypeFace, siteFaceFile } from './type-face.ts'

/** Each page names its share image and its title; the image is drawn from that title, in the page's language. */
export async function run(clientDir: string): Promise<void> {
  const cards = new Map<string, { title: string; language: string; file: string }>()
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.split(sep).includes('assets'),
  )
  for (const file of pages) {
    // The head alone: it says all this needs, at a fraction of the whole page's parse.
    const html = readFileSync(join(clientDir, file), 'utf8')
    const page = parseHtml(html.slice(0, html.indexOf('</head>')))
    const content = (property: string) => page.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')
    const image = content('og:image')
    const title = content('og:title')
    if (!image || !title) throw new Error(`${file} has no og:image or og:title`)
    const path = new URL(image).pathname
    const known = cards.get(path)
    if (known && known.title !== title) throw new Error(`${known.file} and ${file} share ${path} but not their title`)
    cards.set(path, { title, language: page.documentElement.lang, file })
  }

  const face = await loadTypeFace(siteFaceFile())
  const taglines = new Map<string, string>()
  for (const language of new Set([...cards.values()].map(({ language }) => language))) {
    // The pseudo language is English transformed as the pages render it: its card keeps English's tagline.
    const t = await commonWords(language === pseudoLanguage.code ? pseudoLanguage.sourceLanguage : language)
    taglines.set(language, t('seo.shareImage.tagline'))
  }
  await Promise.all(
    [...cards].map(async ([path, { title, language }]) => {
      const svg = shareCardSvg(face, { title: shareCardTitle(title), brand: siteConfig.brand, tagline: taglines.get(language)! })
      const target = join(clientDir, path)
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, await renderPng(svg, card.width, card.height))
    }),
  )
}
