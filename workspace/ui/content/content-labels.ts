/** How the workspace names the content for a studio owner: each file, its lists, its fields and their choices. */

interface CollectionLabel {
  title: string
  /** What it holds and where it shows, in a sentence. */
  about: string
  /** The page the preview opens for it. */
  page: string
  /** Per list of entries: its title and what one entry is called. */
  lists?: Record<string, { title: string; one: string; page?: string }>
}

export const collectionLabels: Record<string, CollectionLabel> = {
  'projects.json': {
    title: 'Projects',
    about: 'The case studies of the portfolio, in the order shown; the featured ones are on the home page too.',
    page: 'portfolio',
    lists: { projects: { title: 'Projects', one: 'project' } },
  },
  'categories.json': {
    title: 'Project categories',
    about: 'The portfolio’s filter: each project is in one of these.',
    page: 'portfolio',
    lists: { categories: { title: 'Categories', one: 'category' } },
  },
  'plans.json': {
    title: 'Plans',
    about: 'The monthly plans of the home page, their prices and what each includes.',
    page: 'home',
    lists: { plans: { title: 'Plans', one: 'plan' } },
  },
  'services.json': {
    title: 'Services',
    about: 'The services of the home page.',
    page: 'home',
    lists: { services: { title: 'Services', one: 'service' } },
  },
  'testimonials.json': {
    title: 'Testimonials',
    about: 'What clients say: on the home page, and beside the quote form.',
    page: 'home',
    lists: {
      home: { title: 'On the home page', one: 'testimonial' },
      quote: { title: 'Beside the quote form', one: 'testimonial', page: 'quote' },
    },
  },
  'faqs.json': {
    title: 'FAQs',
    about: 'The questions and answers of the home page.',
    page: 'home',
    lists: { faqs: { title: 'Questions', one: 'question' } },
  },
  'team.json': {
    title: 'Team',
    about: 'The people on the About page.',
    page: 'about',
    lists: { members: { title: 'Team members', one: 'team member' } },
  },
  'about.json': {
    title: 'About page',
    about: 'The story’s paragraphs, the values and what the studio offers, on the About page.',
    page: 'about',
    lists: {
      story: { title: 'Story paragraphs', one: 'paragraph' },
      values: { title: 'Values', one: 'value' },
      offerings: { title: 'Offerings', one: 'offering' },
    },
  },
  'beside-forms.json': {
    title: 'Beside the forms',
    about: 'The short points beside the contact form and the quote form.',
    page: 'contact',
    lists: {
      contact: { title: 'Beside the contact form', one: 'point' },
      quote: { title: 'Beside the quote form', one: 'point', page: 'quote' },
    },
  },
  'figures.json': { title: 'Figures', about: 'The figures: clients, projects, years and support.', page: 'home' },
  'office-hours.json': {
    title: 'Office hours',
    about: 'When the studio is open, from Monday, on the Contact page. Leave both times empty for a closed day.',
    page: 'contact',
  },
  'contact.json': {
    title: 'Contact details',
    about: 'The studio’s name, phone, e-mail, WhatsApp, town and social links, on every page.',
    page: 'contact',
  },
  'studio.json': {
    title: 'The studio’s answers',
    about:
      'The studio’s facts, and its answers to the questions of docs/studio-questions.md. An answer left empty keeps the pages’ wording as it is without it.',
    page: 'privacy',
    lists: { paymentMethods: { title: 'Payment methods', one: 'payment method' } },
  },
}

/** Field names, wherever they are; a name not here is shown as its words (`durationWeeks`: “Duration weeks”). */
const fieldLabels: Record<string, string> = {
  category: 'Category',
  durationWeeks: 'Duration in weeks',
  featured: 'Featured on the home page',
  image: 'Photo',
  art: 'Drawing, where there is no photo',
  technologies: 'Technologies',
  priceUsd: 'Price a month, in US dollars',
  popular: 'Most popular (shown highlighted)',
  features: 'What the plan includes, in order',
  icon: 'Icon',
  rating: 'Rating',
  slug: 'Address in the filter (lowercase words joined by hyphens)',
  clients: 'Happy clients (the figure shows “50+”)',
  projects: 'Projects delivered',
  years: 'Years of experience',
  support: 'Support',
  hours: 'Hours',
  days: 'Days a week',
  from: 'From',
  to: 'To',
  opens: 'Opens',
  closes: 'Closes',
  e164: 'Phone number, in international form (+233201234567): the Call and WhatsApp buttons and the number shown follow it',
  display: 'Number as shown',
  locality: 'Town',
  country: 'Country (two-letter code, such as GH)',
  foundingYear: 'Year the studio was founded',
  priceRange: 'Price range (such as $500-$10000)',
  currenciesAccepted: 'Currencies accepted (three-letter codes, such as GHS)',
  value: 'Rating out of 5',
  count: 'Number of reviews',
  best: 'Best rating',
  claims: 'Claims on the pages',
  privacy: 'The privacy notice',
  guaranteeStart: 'Q1. The 30-day money-back guarantee runs from',
  guaranteeMonthlyRefund: 'Q1. On a monthly plan, the guarantee refunds',
  mobileMoneyAbroad: 'Q2. Mobile money from abroad',
  mobileMoneyServices: 'Q2. Services that pay from abroad',
  certification: 'Q3. Certification (the footer badge)',
  certificationName: 'Q3. Name of the certification',
  certificationProof: 'Q3. Link to its proof (https://…)',
  supportHours: 'Q4. Support hours',
  replyTime: 'Q5. Reply time',
  legalName: 'Q10. Legal name',
  postalAddress: 'Q10. Postal address',
  dataProtectionRegistration: 'Q11. Data Protection Commission registration number',
  formServiceCopyDays: 'Q7. Days the form service keeps a copy (0: none)',
  formServiceCountry: 'Q7. Country of the form service’s servers (two-letter code)',
  enquiriesKeptMonths: 'Q7. Months an enquiry that leads to no project is kept',
  webHostName: 'Q12. Web host',
  webHostLogDays: 'Q12. Days the host keeps its logs',
  dataRequestReplyDays: 'Q13. Days to answer a request about data',
  noticeUpdated: 'Q14. Notice last updated',
  euRepresentativeName: 'Q15. Representative in the EU: name',
  euRepresentativeAddress: 'Q15. Representative in the EU: address',
}

/** What one item of a list is called, for its buttons: “Add a technology”. */
export const itemLabels: Record<string, string> = {
  technologies: 'technology',
  features: 'feature',
  currenciesAccepted: 'currency',
  mobileMoneyServices: 'service',
  hours: 'line',
}

/** The words of each choice, where its value is a code. */
export const choiceLabels: Record<string, Record<string, string>> = {
  guaranteeStart: { signing: 'the signing', firstPayment: 'the first payment', launch: 'the launch' },
  guaranteeMonthlyRefund: { firstMonth: 'the first month’s payment', latestMonth: 'the latest month’s payment' },
  mobileMoneyAbroad: { ghanaOnly: 'Only from Ghana', listed: 'Also from abroad, with the services below' },
  certification: { certified: 'Certified (name and proof below)', notCertified: 'Not certified' },
  supportHours: { roundTheClock: 'Round the clock (24/7)', everyDay: 'Every day, but not round the clock' },
  replyTime: { '24Hours': 'Within 24 hours', oneWorkingDay: 'Within one working day' },
  art: {
    appointments: 'Appointments on a phone',
    course: 'An online course in a browser',
    wallet: 'A payment wallet on a phone',
    mapSearch: 'Listings and a map in a browser',
    storefront: 'An online shop in a browser',
    marketplace: 'A marketplace on a phone',
    machineMonitor: 'Machine gauges on a dashboard',
    staffRecords: 'Staff records on a dashboard',
    reportCard: 'A report card in a browser',
    savingsGroup: 'A savings group on a phone',
    fleetMap: 'A fleet map on a dashboard',
  },
}

/** The words of an entry's word, by its role: `imageAlt` is what a screen reader says of the photo. */
export const wordLabels: Record<string, string> = {
  imageAlt: 'Photo description (for people who cannot see it)',
  label: 'Name',
  text: 'Text',
}

/** `durationWeeks` → “Duration weeks”: the words of a name no label gives. */
export const humanize = (name: string) => {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

export const labelOf = (name: string) => fieldLabels[name] ?? humanize(name)
