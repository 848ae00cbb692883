import { describe, expect, expectTypeOf, it } from 'vitest'
import { actionNames, markSelector, marksOf, partNames, slotNames, templateNames } from '../../src/components/forms/form-contract.ts'
import { clone, fillSlot, showParts } from '../../src/components/forms/form-view.ts'
import { SiteForm } from '../../src/components/forms/site-form.tsx'
import { budgetRanges, formChoices, formFields, formLabels, projectTypes, timelines, type FormId } from '../../src/content/form-fields.ts'
import { languages, type LanguageCode } from '../../src/i18n/languages.ts'
import { siteConfig } from '../../src/site.config.ts'
import { localeStrings } from '../support/locales.ts'
import { attributesOf, formControl, optionsOf, parseHtml, textOf, textsOf } from '../support/prerendered-html.ts'
import { renderToHtml } from '../support/render-html.tsx'

const renderForm = async (language: LanguageCode, form: FormId) =>
  parseHtml(await renderToHtml(<SiteForm form={form} submitLabel="Submit" mailSubject="Subject" />, { language })).body

describe('form data', () => {
  for (const { code } of languages) {
    it(`${code}: every field and option label key has words`, () => {
      const strings = localeStrings(code)
      for (const form of Object.keys(formFields) as FormId[]) {
        const { namespace, fields } = formLabels[form]
        for (const key of Object.values(fields)) expect(strings[`${namespace}:${key}`], `${namespace}:${key}`).toBeTruthy()
      }
      for (const { labelKey } of Object.values(formChoices).flat()) expect(strings[`quote:${labelKey}`], labelKey).toBeTruthy()
    })
  }
})

describe('rendered forms', () => {
  for (const { language, budget } of [
    { language: 'en', budget: ['Under $500', '$500 – $1,500', '$1,500 – $5,000', '$5,000 or more', "Let's discuss"] },
    {
      language: 'fr',
      budget: ['Moins de 500 $US', 'De 500 $US à 1 500 $US', 'De 1 500 $US à 5 000 $US', '5 000 $US et plus', 'À définir ensemble'],
    },
  ] as const) {
    it(`${language}: budget options keep their slugs and show amounts formatted for the language`, async () => {
      const page = await renderForm(language, 'quote')
      expect(optionsOf(page, 'budget').slice(1)).toEqual(budgetRanges.map((slug, index) => [slug, budget[index]]))
      expect(optionsOf(page, 'projectType').map(([value]) => value)).toEqual(['', ...projectTypes])
      expect(optionsOf(page, 'timeline').map(([value]) => value)).toEqual(['', ...timelines])
    })
  }

  for (const form of ['contact', 'quote'] as const) {
    it(`${form}: every field has a label tied to it, required ones a hidden asterisk and the required attribute`, async () => {
      const page = await renderForm('en', form)
      const rules = Object.entries(formFields[form])
      for (const [name, rule] of rules) {
        const control = formControl(page, name)
        expect(control.label, name).toBeTruthy()
        expect(control.label?.endsWith(' *'), name).toBe(rule.required)
        expect(control.required, name).toBe(rule.required)
        if (rule.kind === 'email' || rule.kind === 'tel') expect(control.kind, name).toBe(rule.kind)
      }
      // Screen readers announce "required" from the attribute; the visible asterisk is hidden from them.
      const asterisks = [...page.querySelectorAll('label [aria-hidden="true"]')].filter((mark) => textOf(mark) === '*')
      expect(asterisks).toHaveLength(rules.filter(([, rule]) => rule.required).length)
    })
  }

  it('posts natively as an e-mail to the studio when no endpoint is set, so it works without JavaScript', async () => {
    const page = await renderForm('fr', 'contact')
    const form = page.querySelector('form')
    expect(attributesOf(form, ['action', 'method', 'novalidate'])).toEqual({
      action: `mailto:${siteConfig.email}`,
      method: 'post',
      novalidate: null,
    })
    expect(textsOf(page, 'button[type="submit"]')).toEqual(['Submit'])
  })
})

describe('the form contract', () => {
  it('draws every template, part, slot and action the page script names, and no other', async () => {
    const html = await renderToHtml(<SiteForm form="contact" submitLabel="Submit" mailSubject="Subject" />)
    const drawn = (mark: string) => new Set([...html.matchAll(new RegExp(`data-${mark}="([^"]+)"`, 'g'))].map(([, name]) => name))
    expect(drawn('template')).toEqual(new Set(templateNames))
    expect(drawn('part')).toEqual(new Set(partNames))
    expect(drawn('slot')).toEqual(new Set(slotNames))
    expect(drawn('action')).toEqual(new Set(actionNames))
  })

  it('names the marks as the HTML writes them', () => {
    expect([markSelector('mailSubject'), markSelector('part', 'failedTitle')]).toEqual(['[data-mail-subject]', '[data-part="failedTitle"]'])
  })

  // Never called: each misspelt name must fail the typecheck, or tsc reports its directive as unused.
  const misspelt = (form: HTMLFormElement, panel: HTMLElement) => {
    // @ts-expect-error a template the forms do not draw
    clone(form, 'handedoff')
    // @ts-expect-error a part the templates do not draw
    showParts(panel, 'failedTilte')
    // @ts-expect-error a slot the templates do not draw
    fillSlot(panel, 'mail', '')
    // @ts-expect-error a data-* attribute the contract does not have
    markSelector('pressstatus')
    // @ts-expect-error a panel state that does not exist
    marksOf(panel).state = 'queued'
  }
  it('takes only its own names: a misspelt one fails the typecheck', () => expectTypeOf(misspelt).toBeFunction())
})
