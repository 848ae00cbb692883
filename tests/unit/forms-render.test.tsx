import { prerenderToNodeStream } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { Providers } from '../../src/app/providers'
import { SiteForm } from '../../src/components/forms/site-form'
import { budgetAmounts, budgetRanges, formFields, formLabels, optionLabels, projectTypes, timelines, type FormId } from '../../src/content/form-fields'
import { createI18n } from '../../src/i18n/create-i18n'
import { languages, type LanguageCode } from '../../src/i18n/languages'
import { serverResources } from '../../src/i18n/server-resources'
import { createEmotionCache } from '../../src/renderer/emotion-cache'
import { siteConfig } from '../../src/site.config'
import { localeStrings } from '../support/locales'

async function renderForm(language: LanguageCode, form: FormId): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <Providers i18n={createI18n(language, serverResources(language))} emotionCache={createEmotionCache()}>
      <SiteForm form={form} submitLabel="Submit" mailSubject="Subject" />
    </Providers>,
  )
  let html = ''
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk as Uint8Array)
  return html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
}

const optionsOf = (html: string, name: string) =>
  [...(new RegExp(`<select\\b[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '').matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(
    ([, value, label]) => [value, (label ?? '').replace(/[\u00a0\u202f]/g, ' ')],
  )

describe('form data', () => {
  it('keeps the spec’s slugs for every select', () => {
    expect(projectTypes).toEqual([
      'website-development',
      'mobile-app-development',
      'e-commerce-platform',
      'ai-automation-chatbot',
      'marketing-seo-package',
      'complete-digital-transformation',
      'custom-software-solution',
      'other',
    ])
    expect(budgetRanges).toEqual(['under-500', '500-1500', '1500-5000', '5000-plus', 'discuss'])
    expect(timelines).toEqual(['asap', '1-month', '2-3-months', 'flexible'])
    expect(Object.keys(budgetAmounts)).toEqual([...budgetRanges])
  })

  for (const { code } of languages) {
    it(`${code}: every field and option label key has words`, () => {
      const strings = localeStrings(code)
      for (const form of Object.keys(formFields) as FormId[]) {
        const { namespace, fields } = formLabels[form]
        for (const key of Object.values(fields)) expect(strings[`${namespace}:${key}`], `${namespace}:${key}`).toBeTruthy()
      }
      for (const key of Object.values(optionLabels)) expect(strings[`quote:${key}`], key).toBeTruthy()
    })
  }
})

describe('rendered forms', () => {
  for (const { language, budget } of [
    { language: 'en', budget: ['Under $500', '$500 – $1,500', '$1,500 – $5,000', '$5,000 or more', "Let's discuss"] },
    { language: 'fr', budget: ['Moins de 500 $US', 'De 500 $US à 1 500 $US', 'De 1 500 $US à 5 000 $US', '5 000 $US et plus', 'À définir ensemble'] },
  ] as const) {
    it(`${language}: budget options keep their slugs and show amounts formatted for the language`, async () => {
      const html = await renderForm(language, 'quote')
      expect(optionsOf(html, 'budget').slice(1)).toEqual(budgetRanges.map((slug, index) => [slug, budget[index]]))
      expect(optionsOf(html, 'projectType').map(([value]) => value)).toEqual(['', ...projectTypes])
      expect(optionsOf(html, 'timeline').map(([value]) => value)).toEqual(['', ...timelines])
    })
  }

  for (const form of ['contact', 'quote'] as const) {
    it(`${form}: every field has a label tied to it, required ones a hidden asterisk and the required attribute`, async () => {
      const html = await renderForm('en', form)
      for (const [name, rule] of Object.entries(formFields[form])) {
        const tag = new RegExp(`<(input|textarea|select)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? ''
        const id = /\bid="([^"]+)"/.exec(tag)?.[1]
        const label = new RegExp(`<label [^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1] ?? ''
        expect(label, name).not.toBe('')
        expect(label.includes('<span aria-hidden="true"'), name).toBe(rule.required)
        expect(tag.includes('required=""'), name).toBe(rule.required)
        if (rule.kind === 'email' || rule.kind === 'tel') expect(tag).toContain(`type="${rule.kind}"`)
      }
    })
  }

  it('posts natively as an e-mail to the studio when no endpoint is set, so it works without JavaScript', async () => {
    const html = await renderForm('fr', 'contact')
    const form = /<form [^>]*>/.exec(html)?.[0] ?? ''
    expect(form).toContain(`action="mailto:${siteConfig.email}"`)
    expect(form).toContain('method="post"')
    expect(form).not.toContain('noValidate')
    expect(html).toMatch(/<button type="submit"[^>]*>Submit<\/button>/)
  })
})
