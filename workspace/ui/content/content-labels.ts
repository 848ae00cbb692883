/** How the workspace names the content's fields and their choices for a studio owner; each collection names itself (src/content/collections.ts). */

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
  footerLines: 'Its lines in the footer, where the footer names it as more than one service',
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
  kind: 'Network (picks the icon: facebook, instagram, linkedin or x; any other shows a link)',
  url: 'Link (https://…)',
  amount: 'Amount in US dollars',
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
  footerLines: 'footer line',
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
