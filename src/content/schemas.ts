import { isPossiblePhoneNumber } from 'libphonenumber-js/min'
import { z } from 'zod'
import { artScreens, iconNames, weekdays } from './choices.ts'

// One schema per file of src/content/data/; the site imports only their types, so zod never reaches a page.

/** What a field's `.meta()` says, beside its type: the control the workspace gives it, and the entries it names. */
export interface FieldMeta {
  /** `photo`: a photo chosen or imported; `itemWords`: a list whose items each have words, added and renamed like entries. */
  control?: 'photo' | 'itemWords'
  /** The value is the `field` of an entry of `list` in a collection (`categories`: categories.json); `unused` warns of an entry none names. */
  references?: { collection: string; list: string; field: string; unused?: string }
}
/** What the schemas say of a fact they refuse, by code; the workspace words each as `refusals.schema<Code>`. */
export const said = {
  webAddress: 'must be a web address starting with https://',
  camelCaseName: 'must be a camelCase name of letters and digits, such as shopLocal',
  slug: 'must be lowercase words joined by hyphens, such as real-estate',
  photoFile: 'must be the name of a file in src/content/photos/, such as clinic-book.jpg',
  hostPhotoId: 'must be the photo’s id on the image host',
  squarePortrait: 'must be square and at least 384 wide',
  clockTime: 'must be a time on the 24-hour clock, such as 09:00',
  email: 'must be an e-mail address',
  countryCode: 'must be a two-letter country code, such as GH',
  networkKind: 'must be the network’s name in lowercase letters, such as tiktok',
  euCountryCode: 'must be a two-letter country code, such as IE',
  priceRange: 'must be a range of dollar amounts, such as $500-$10000',
  currencyCode: 'must be a three-letter currency code, such as GHS',
  isoDate: 'must be a date written YYYY-MM-DD',
  bothAmounts: 'needs both amounts, from and to',
  amountWithRange: 'must be empty when the budget has a from and a to',
  otherTime: 'is needed with the other time (both null: closed)',
  phoneInternational: 'must be the number in international form: +, the country code, then the number, such as +233201234567',
  phoneLength: 'is too short or too long for its country: check its digits',
} as const

export const schemaCode = (name: string) => `schema${name.charAt(0).toUpperCase()}${name.slice(1)}`

const coded = (code: string, values: Record<string, string | number> = {}) => ({ params: { code: schemaCode(code), values } })

const meta = <Schema extends z.ZodType>(schema: Schema, fieldMeta: FieldMeta) => schema.meta({ ...fieldMeta })

const positiveWhole = z.number().int().positive()
const wholeOrNone = z.number().int().min(0).nullish()
const textOrNone = z.string().trim().nullish()
const webAddress = z.url({ protocol: /^https$/, error: said.webAddress })

/** Names the entry's words in the locale files (`items.<id>.title`), so it is a camelCase name. */
const id = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, { error: said.camelCaseName })
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: said.slug })

/** The ids of an entry's items that each have words (a plan's features), none twice. */
const itemIds = meta(
  z.array(id).superRefine((items, context) => {
    items.forEach((item, index) => {
      if (items.indexOf(item) !== index)
        context.addIssue({ code: 'custom', path: [index], message: `"${item}" is listed twice`, ...coded('listedTwice', { item }) })
    })
  }),
  { control: 'itemWords' },
)

function entries<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.array(z.strictObject({ id, ...shape })).superRefine((list, context) => unique(list as { id: string }[], 'id', context))
}

function unique<Field extends string>(list: readonly Record<Field, unknown>[], field: Field, context: z.RefinementCtx) {
  list.forEach((entry, index) => {
    const first = list.findIndex((other) => other[field] === entry[field])
    if (first !== index)
      context.addIssue({
        code: 'custom',
        path: [index, field],
        message: `"${String(entry[field])}" is already the ${field} of entry ${first}`,
        ...coded('alreadyUsed', { value: String(entry[field]), entry: first + 1 }),
      })
  })
}

/** The proportions the page reserves for a photo, as its width and height; the photo is cropped to them. */
const photoShape = { width: positiveWhole, height: positiveWhole }

const ownPhoto = z.strictObject({
  file: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*\.(jpe?g|png|webp)$/, {
    error: said.photoFile,
  }),
  ...photoShape,
})

const hostPhoto = z.strictObject({
  id: z.string().regex(/^[\w-]+$/, { error: said.hostPhotoId }),
  ...photoShape,
})

const photo = z.union([ownPhoto, hostPhoto])
const choosePhoto = <Schema extends z.ZodType>(schema: Schema) => meta(schema, { control: 'photo' })

export const projectsFile = z.strictObject({
  projects: entries({
    category: meta(slug, {
      references: {
        collection: 'categories',
        list: 'categories',
        field: 'slug',
        unused: 'no project is in this category: its filter would show none',
      },
    }),
    durationWeeks: positiveWhole,
    featured: z.boolean(),
    /** Without a photo, the card shows a drawing of the product: this screen, or its category's. */
    image: choosePhoto(photo).optional(),
    art: z.enum(artScreens).optional(),
    technologies: z.array(z.string().trim().min(1)).min(1),
  }),
})

export const categoriesFile = z.strictObject({
  categories: entries({ slug }).superRefine((list, context) => {
    unique(list, 'slug', context)
    list.forEach(({ id }, index) => {
      if (id === 'all') context.addIssue({ code: 'custom', path: [index, 'id'], message: '"all" names the filter’s every-category choice' })
    })
  }),
})

export const plansFile = z.strictObject({
  plans: entries({
    priceUsd: positiveWhole,
    popular: z.boolean(),
    features: itemIds.min(1),
  }),
})

export const servicesFile = z.strictObject({
  services: entries({
    icon: z.enum(iconNames),
    /** The footer's lines for the service, where one service is named as more than one (marketing: digital marketing and SEO). */
    footerLines: itemIds.min(1).optional(),
  }),
})

export const testimonialsFile = z.strictObject({
  home: entries({ rating: z.number().int().min(1).max(5) }),
  quote: entries({ rating: z.number().int().min(1).max(5) }),
})

export const faqsFile = z.strictObject({ faqs: entries({}) })

/** Portraits are square circles up to 192 px wide, requested at twice that. */
const portrait = photo.refine(({ width, height }) => width === height && width >= 384, { error: said.squarePortrait })

/** Without a photo, a drawn stand-in: never a stranger in the member's place. */
export const teamFile = z.strictObject({ members: entries({ image: choosePhoto(portrait).optional() }) })

export const aboutFile = z.strictObject({
  story: entries({}),
  values: entries({ icon: z.enum(iconNames) }),
  offerings: entries({ icon: z.enum(iconNames) }),
})

type Budget = { amount?: number | undefined; from?: number | undefined; to?: number | undefined }

/**
 * The budgets are brackets a visitor picks one of, so they must not overlap: each "from … to …" runs upwards, and
 * they follow each other in order. An amount alone is a bound: "under" before the brackets, "and above" after them.
 */
function bracketsInOrder(budgets: Budget[], context: z.RefinementCtx) {
  let floor = 0
  budgets.forEach(({ amount, from, to }, index) => {
    const at = (field: string, message: string, refusal: ReturnType<typeof coded>) =>
      context.addIssue({ code: 'custom', path: [index, field], message, ...refusal })
    if ((from === undefined) !== (to === undefined)) at(from === undefined ? 'from' : 'to', said.bothAmounts, coded('bothAmounts'))
    else if (from !== undefined && to !== undefined) {
      if (amount !== undefined) at('amount', said.amountWithRange, coded('amountWithRange'))
      if (to <= from) at('to', `must be more than its from (${from})`, coded('moreThanFrom', { from }))
      else if (from < floor) at('from', `must be at least ${floor}, where the budget before it ends`, coded('afterBudgetBefore', { floor }))
      floor = Math.max(floor, to)
    } else if (amount !== undefined) {
      if (amount < floor) at('amount', `must be at least ${floor}, where the budget before it ends`, coded('afterBudgetBefore', { floor }))
      floor = Math.max(floor, amount)
    }
  })
}

/** The quote form's lists, in order; a budget's amounts in US dollars fill its words' {{amount}}, {{from}} and {{to}}. */
export const formChoicesFile = z.strictObject({
  projectTypes: entries({}),
  budgets: entries({ amount: positiveWhole.optional(), from: positiveWhole.optional(), to: positiveWhole.optional() }).superRefine(
    bracketsInOrder,
  ),
  timelines: entries({}),
})

export const besideFormsFile = z.strictObject({ contact: entries({}), quote: entries({}) })

export const figuresFile = z.strictObject({
  clients: positiveWhole,
  projects: positiveWhole,
  years: positiveWhole,
  support: z.strictObject({ hours: z.number().int().min(1).max(24), days: z.number().int().min(1).max(7) }),
})

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: said.clockTime })

export const officeHoursFile = z.strictObject({
  hours: z.array(
    z
      .strictObject({ from: z.enum(weekdays), to: z.enum(weekdays), opens: clockTime.nullable(), closes: clockTime.nullable() })
      .superRefine(({ from, to, opens, closes }, context) => {
        const mondayFirst = (day: (typeof weekdays)[number]) => (weekdays.indexOf(day) + 6) % 7
        if (mondayFirst(to) < mondayFirst(from))
          context.addIssue({ code: 'custom', path: ['to'], message: `comes before "${from}" in the week`, ...coded('dayBefore') })
        if ((opens === null) !== (closes === null))
          context.addIssue({
            code: 'custom',
            path: [opens === null ? 'opens' : 'closes'],
            message: said.otherTime,
            ...coded('otherTime'),
          })
        else if (opens !== null && closes !== null && closes <= opens)
          context.addIssue({ code: 'custom', path: ['closes'], message: `must be later than ${opens}`, ...coded('laterThan', { opens }) })
      }),
  ),
})

const e164 = /^\+[1-9]\d{6,14}$/

/** A phone number as E.164 writes it; a refusal says what to write. */
const internationalNumber = z.string().superRefine((number, context) => {
  const compact = number.replace(/[\s().-]/g, '')
  if (!e164.test(number))
    context.addIssue({
      code: 'custom',
      ...(e164.test(compact)
        ? { message: `must be written without spaces or signs: ${compact}`, ...coded('phoneCompact', { compact }) }
        : { message: said.phoneInternational, ...coded('phoneInternational') }),
    })
  else if (!isPossiblePhoneNumber(number)) context.addIssue({ code: 'custom', message: said.phoneLength, ...coded('phoneLength') })
})

export const contactFile = z.strictObject({
  brand: z.string().trim().min(1),
  /** The one number: the Call and WhatsApp buttons and the number shown are all made from it. */
  phone: z.strictObject({ e164: internationalNumber }),
  email: z.email({ error: said.email }),
  location: z.strictObject({
    locality: z.string().trim().min(1),
    country: z.string().regex(/^[A-Z]{2}$/, { error: said.countryCode }),
  }),
  /** Any number of networks; the kind picks the footer's icon (a plain link's for a kind it has none of). */
  social: entries({
    kind: z.string().regex(/^[a-z0-9]+$/, { error: said.networkKind }),
    url: webAddress,
  }),
})

const countryCode = z.string().regex(/^[A-Z]{2}$/, { error: said.euCountryCode })

/** Claims and privacy answer docs/studio-questions.md (fields in docs/content.md); null keeps the pages' wording without them. */
export const studioFile = z
  .strictObject({
    foundingYear: z.number().int().min(1900).max(2100),
    priceRange: z.string().regex(/^\$\d+-\$\d+$/, { error: said.priceRange }),
    currenciesAccepted: z.array(z.string().regex(/^[A-Z]{3}$/, { error: said.currencyCode })).min(1),
    paymentMethods: entries({}),
    rating: z.strictObject({ value: z.number().min(1).max(5), count: positiveWhole, best: z.literal(5) }),
    claims: z.strictObject({
      guaranteeStart: z.enum(['signing', 'firstPayment', 'launch']).nullish(),
      guaranteeMonthlyRefund: z.enum(['firstMonth', 'latestMonth']).nullish(),
      mobileMoneyAbroad: z.enum(['ghanaOnly', 'listed']).nullish(),
      mobileMoneyServices: z.array(z.string().trim().min(1)).nullish(),
      certification: z.enum(['certified', 'notCertified']).nullish(),
      certificationName: textOrNone,
      certificationProof: webAddress.nullish(),
      supportHours: z.enum(['roundTheClock', 'everyDay']).nullish(),
      replyTime: z.enum(['24Hours', 'oneWorkingDay']).nullish(),
    }),
    privacy: z.strictObject({
      legalName: textOrNone,
      postalAddress: textOrNone,
      dataProtectionRegistration: textOrNone,
      formServiceCopyDays: wholeOrNone,
      formServiceCountry: countryCode.nullish(),
      enquiriesKeptMonths: z.number().int().positive().nullish(),
      webHostName: textOrNone,
      webHostLogDays: z.number().int().positive().nullish(),
      dataRequestReplyDays: z.number().int().positive().nullish(),
      noticeUpdated: z.iso.date({ error: said.isoDate }).nullish(),
      euRepresentativeName: textOrNone,
      euRepresentativeAddress: textOrNone,
    }),
  })
  .superRefine(({ claims, privacy }, context) => {
    const needs = (filled: unknown, path: string[], message: string) => {
      // Coded by the field it asks for: the workspace says what that field needs.
      if (!filled)
        context.addIssue({
          code: 'custom',
          path,
          message,
          ...coded(`needed${path.at(-1)!.charAt(0).toUpperCase()}${path.at(-1)!.slice(1)}`),
        })
    }
    if (claims.mobileMoneyAbroad === 'listed')
      needs(
        claims.mobileMoneyServices?.length,
        ['claims', 'mobileMoneyServices'],
        'lists the services that pay from abroad when mobileMoneyAbroad is "listed"',
      )
    if (claims.certification === 'certified') {
      needs(claims.certificationName, ['claims', 'certificationName'], 'is needed when certification is "certified"')
      needs(claims.certificationProof, ['claims', 'certificationProof'], 'is needed when certification is "certified": a link to the proof')
    }
    const together = (first: keyof typeof privacy, second: keyof typeof privacy, why: string) => {
      const [a, b] = [privacy[first], privacy[second]]
      const isSet = (value: unknown) => value !== null && value !== undefined && value !== ''
      if (isSet(a) && !isSet(b)) needs(false, ['privacy', second], `is needed with ${first}: ${why}`)
      if (isSet(b) && !isSet(a)) needs(false, ['privacy', first], `is needed with ${second}: ${why}`)
    }
    together('legalName', 'postalAddress', 'the notice opens with both')
    together('webHostName', 'webHostLogDays', 'the notice names the host and how long it keeps its logs')
    together('euRepresentativeName', 'euRepresentativeAddress', 'the notice gives both')
    if (privacy.formServiceCopyDays)
      needs(privacy.formServiceCountry, ['privacy', 'formServiceCountry'], 'is needed when the form service keeps copies')
  })

export type ProjectsFile = z.infer<typeof projectsFile>
export type CategoriesFile = z.infer<typeof categoriesFile>
export type PlansFile = z.infer<typeof plansFile>
export type ServicesFile = z.infer<typeof servicesFile>
export type TestimonialsFile = z.infer<typeof testimonialsFile>
export type FaqsFile = z.infer<typeof faqsFile>
export type TeamFile = z.infer<typeof teamFile>
export type AboutFile = z.infer<typeof aboutFile>
export type BesideFormsFile = z.infer<typeof besideFormsFile>
export type FormChoicesFile = z.infer<typeof formChoicesFile>
export type FiguresFile = z.infer<typeof figuresFile>
export type OfficeHoursFile = z.infer<typeof officeHoursFile>
export type ContactFile = z.infer<typeof contactFile>
export type StudioFile = z.infer<typeof studioFile>
