import type { i18n as I18n } from 'i18next'
import { studio } from '../content/studio.ts'
import { faqs } from '../content/faqs.ts'
import { pages, type PageId } from '../content/pages.ts'
import { faqAnswer } from '../i18n/faq-answer.ts'
import { hasWords } from '../i18n/translated.ts'
import type { LanguageCode } from '../i18n/languages.ts'
import { siteConfig } from '../site.config.ts'
import { headTags, type HeadWords } from './head-tags.ts'
import { shareCardTitle } from './share-image.ts'

/** The <head> tags of a prerendered page in its language; `pageId` is absent on not-found and offline pages. */
export function pageHead(i18n: I18n, language: LanguageCode, pageId: PageId | undefined, { offline = false } = {}): string {
  const words = headWords(i18n, language, pageId)
  if (offline) {
    const t = i18n.getFixedT(language, 'errors')
    Object.assign(words, { pageName: t('offline.meta.title'), pageDescription: t('offline.meta.description'), keywords: '' })
  }
  // The share image shows the page's title, so its description names it.
  const shareImageAlt = i18n.getFixedT(language)('seo.shareImage.alt', { brand: siteConfig.brand, title: shareCardTitle(words.pageName) })
  return headTags({ language, pageId, card: pageId ?? (offline ? 'offline' : 'not-found'), words: { ...words, shareImageAlt } })
}

function headWords(i18n: I18n, language: LanguageCode, pageId: PageId | undefined): Omit<HeadWords, 'shareImageAlt'> {
  const t = i18n.getFixedT(language)
  const namespace = pageId ? pages[pageId].namespace : 'errors'
  return {
    pageName: t('meta.title', { ns: namespace }),
    pageDescription: t('meta.description', { ns: namespace }),
    keywords: t('meta.keywords', { ns: namespace }),
    organizationDescription: t('seo.organizationDescription'),
    paymentMethods: studio.paymentMethodKeys.filter(hasWords(i18n, 'common', language)).map((key) => t(key)),
    breadcrumb: {
      home: t('meta.breadcrumb', { ns: 'home' }),
      page: pageId ? t('meta.breadcrumb', { ns: pages[pageId].namespace }) : '',
    },
    faqs:
      pageId === 'home'
        ? faqs.filter(hasWords(i18n, 'home', language)).map((faq) => ({
            question: t(faq.questionKey, { ns: 'home' }),
            answer: faqAnswer(i18n.getFixedT(language, 'home'), language, faq),
          }))
        : [],
  }
}
