import type { i18n as I18n } from 'i18next'
import { studio } from '../content/studio.ts'
import { faqs } from '../content/faqs.ts'
import { pages, type PageId } from '../content/pages.ts'
import { faqAnswer } from '../i18n/faq-answer.ts'
import type { LanguageCode } from '../i18n/languages.ts'
import { siteConfig } from '../site.config.ts'
import { headTags, type HeadWords } from './head-tags.ts'

/** The <head> tags of a prerendered page in its language; `pageId` is absent on not-found and offline pages. */
export function pageHead(i18n: I18n, language: LanguageCode, pageId: PageId | undefined, { offline = false } = {}): string {
  const words = headWords(i18n, language, pageId)
  if (offline) {
    const t = i18n.getFixedT(language, 'errors')
    Object.assign(words, { pageName: t('offline.meta.title'), pageDescription: t('offline.meta.description'), keywords: '' })
  }
  return headTags({ language, pageId, words })
}

function headWords(i18n: I18n, language: LanguageCode, pageId: PageId | undefined): HeadWords {
  const t = i18n.getFixedT(language)
  const namespace = pageId ? pages[pageId].namespace : 'errors'
  return {
    pageName: t('meta.title', { ns: namespace }),
    pageDescription: t('meta.description', { ns: namespace }),
    keywords: t('meta.keywords', { ns: namespace }),
    shareImageAlt: t('seo.shareImage.alt', { brand: siteConfig.brand }),
    organizationDescription: t('seo.organizationDescription'),
    paymentMethods: studio.paymentMethodKeys.map((key) => t(key)),
    breadcrumb: {
      home: t('meta.breadcrumb', { ns: 'home' }),
      page: pageId ? t('meta.breadcrumb', { ns: pages[pageId].namespace }) : '',
    },
    faqs:
      pageId === 'home'
        ? faqs.map((faq) => ({
            question: t(faq.questionKey, { ns: 'home' }),
            answer: faqAnswer(i18n.getFixedT(language, 'home'), language, faq),
          }))
        : [],
  }
}
