import { phoneDisplay } from '../../src/content/phone-display.ts'
import { formChoices, formFields, formLabels, type FormId } from '../../src/content/form-fields.ts'
import { localeStrings } from './locales.ts'
import { plainSpaces } from './page-texts.ts'
import { localizePath } from './site.ts'

/** What the contact and quote pages' forms must show, in each language, read in their HTML by tests/build/page-content.test.ts. */

/** Each field of a form as its label reads out in a language, "(optional)" where it may stay empty. */
export function shownFields(form: FormId, language: string) {
  const strings = localeStrings(language)
  const { namespace, fields } = formLabels[form]
  return Object.entries(formFields[form]).map(([name, { kind, required }]) => {
    const label = strings[`${namespace}:${fields[name as keyof typeof fields]}`]!
    return { name, kind, required, label: required ? label : `${label} ${strings['common:forms.optional']}` }
  })
}

/** The contact page: the office hours and the contact methods. */
export const contactForm = {
  pagesByLanguage: [
    {
      path: '/contact',
      language: 'en',
      hours: ['Monday – Friday', '9:00 AM – 6:00 PM', 'Saturday', '10:00 AM – 4:00 PM', 'Sunday', 'Closed (emergency support available)'],
      methods: {
        call: `Call ${phoneDisplay}`,
        email: 'Write to hello@sankofadigital.com.gh',
        whatsapp: 'Start a WhatsApp Chat',
      },
    },
    {
      path: '/fr/contact',
      language: 'fr',
      hours: ['Du lundi au vendredi', 'De 9 h à 18 h', 'Samedi', 'De 10 h à 16 h', 'Dimanche', 'Fermé (dépannage d’urgence disponible)'],
      methods: {
        call: `Appeler le ${phoneDisplay}`,
        email: 'Écrire à hello@sankofadigital.com.gh',
        whatsapp: 'Ouvrir une discussion WhatsApp',
      },
    },
  ] as const,

  hrefs: { call: 'tel:+233201234567', email: 'mailto:hello@sankofadigital.com.gh', whatsapp: 'https://wa.me/233201234567' } as const,
}

/** The quote page's lists: each option's value and label, after the empty "Please choose…"; budgets written the language's way. */
export const quoteForm = {
  pagesByLanguage: [
    {
      path: '/quote',
      language: 'en',
      home: '/',
      budgets: ['Under $500', '$500 – $1,500', '$1,500 – $5,000', '$5,000 or more', "Let's discuss"],
    },
    {
      path: localizePath('quote', 'fr'),
      language: 'fr',
      home: localizePath('home', 'fr'),
      budgets: ['Moins de 500 $US', 'De 500 $US à 1 500 $US', 'De 1 500 $US à 5 000 $US', '5 000 $US et plus', 'À définir ensemble'],
    },
  ] as const,
}

/** The options of the quote form's lists in a language, as [value, label] after the empty choice. */
export function quoteOptions(language: string, budgets: readonly string[]) {
  const strings = localeStrings(language)
  const labelled = (choices: readonly { value: string; labelKey: string }[]) =>
    choices.map(({ value, labelKey }) => [value, plainSpaces(strings[`quote:${labelKey}`]!)])
  const choose = ['', strings['common:forms.choose']!]
  return {
    projectType: [choose, ...labelled(formChoices.projectType)],
    budget: [choose, ...(formFields.quote.budget.options.map((slug, index) => [slug, budgets[index]]) as string[][])],
    timeline: [choose, ...labelled(formChoices.timeline)],
  }
}
