import type { i18n as I18n } from 'i18next'
import { business } from '../content/business'
import { faqs } from '../content/faqs'
import { pages, type PageId } from '../content/pages'
import type { LanguageCode } from '../i18n/languages'
import { localizePath } from '../i18n/localized-path'
import { siteConfig } from '../site.config'
import { headTags } from './head-tags'
import { jsonLdScript, structuredData } from './structured-data'

/** Everything the <head> of a prerendered page carries, in its language; `pageId` is absent on not-found pages. */
export function pageHead(i18n: I18n, language: LanguageCode, pageId: PageId | undefined): string {
  const t = i18n.getFixedT(language)
  const namespace = pageId ? pages[pageId].namespace : 'errors'
  const title = t('meta.title', { ns: namespace })
  const description = t('meta.description', { ns: namespace })
  const neutralPath = pageId ? pages[pageId].path : undefined
  const homePath = localizePath(pages.home.path, language)
  const breadcrumbs = [{ name: t('nav.home'), path: homePath }]
  if (pageId && pageId !== 'home') breadcrumbs.push({ name: title, path: localizePath(pages[pageId].path, language) })

  const graph = structuredData({
    language,
    path: neutralPath === undefined ? undefined : localizePath(neutralPath, language),
    homePath,
    title,
    description: t('seo.organizationDescription'),
    paymentMethods: business.paymentMethodKeys.map((key) => t(key)),
    breadcrumbs,
    faqs:
      pageId === 'home'
        ? faqs.map(({ questionKey, answerKey }) => ({ question: t(questionKey, { ns: 'home' }), answer: t(answerKey, { ns: 'home' }) }))
        : undefined,
  })

  return [
    headTags({
      language,
      path: neutralPath,
      title,
      description,
      keywords: t('meta.keywords', { ns: namespace }),
      imageAlt: t('seo.ogImageAlt', { brand: siteConfig.brand }),
    }),
    jsonLdScript(graph),
  ].join('\n    ')
}
