import { budgetRanges, projectTypes, timelines } from '../../src/content/form-fields.ts'
import { localizePath, siteConfig } from './site.ts'

/**
 * What the contact and quote pages' forms must show, in each language: read in their prerendered HTML
 * (tests/build/page-content.test.ts) and used in the browser (tests/e2e/contact.spec.ts, quote.spec.ts).
 */

/** The contact page: its fields, their labels, the office hours and the contact methods. */
export const contactForm = {
  fields: [
    { name: 'fullName', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'tel', required: false },
    { name: 'company', type: 'text', required: false },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
  ] as const,

  pagesByLanguage: [
    {
      path: '/contact',
      language: 'en',
      hours: ['Monday – Friday', '9:00 AM – 6:00 PM', 'Saturday', '10:00 AM – 4:00 PM', 'Sunday', 'Closed (emergency support available)'],
      labels: {
        fullName: 'Full Name',
        email: 'Email Address',
        phone: 'Phone Number (optional)',
        company: 'Company Name (optional)',
        subject: 'Subject',
        message: 'Message',
      },
      methods: {
        call: `Call ${siteConfig.phone.display}`,
        email: 'Write to hello@sankofadigital.com.gh',
        whatsapp: 'Start a WhatsApp Chat',
      },
    },
    {
      path: '/fr/contact',
      language: 'fr',
      hours: ['Du lundi au vendredi', 'De 9 h à 18 h', 'Samedi', 'De 10 h à 16 h', 'Dimanche', 'Fermé (dépannage d’urgence disponible)'],
      labels: {
        fullName: 'Nom complet',
        email: 'Adresse e-mail',
        phone: 'Numéro de téléphone (facultatif)',
        company: 'Nom de l’entreprise (facultatif)',
        subject: 'Objet',
        message: 'Message',
      },
      methods: {
        call: `Appeler le ${siteConfig.phone.display}`,
        email: 'Écrire à hello@sankofadigital.com.gh',
        whatsapp: 'Ouvrir une discussion WhatsApp',
      },
    },
  ] as const,

  hrefs: { call: 'tel:+233201234567', email: 'mailto:hello@sankofadigital.com.gh', whatsapp: 'https://wa.me/233201234567' } as const,
}

/** The quote page: its fields, their labels and the choices of its lists. */
export const quoteForm = {
  fields: [
    { name: 'fullName', role: 'textbox', type: 'text', required: true },
    { name: 'email', role: 'textbox', type: 'email', required: true },
    { name: 'phone', role: 'textbox', type: 'tel', required: true },
    { name: 'company', role: 'textbox', type: 'text', required: false },
    { name: 'projectType', role: 'combobox', type: 'select', required: true },
    { name: 'budget', role: 'combobox', type: 'select', required: false },
    { name: 'timeline', role: 'combobox', type: 'select', required: false },
    { name: 'description', role: 'textbox', type: 'textarea', required: true },
    { name: 'additionalInfo', role: 'textbox', type: 'textarea', required: false },
  ] as const,

  pagesByLanguage: [
    {
      path: '/quote',
      language: 'en',
      home: '/',
      labels: {
        fullName: 'Full Name',
        email: 'Email Address',
        phone: 'Phone Number',
        company: 'Company Name (optional)',
        projectType: 'Project Type',
        budget: 'Budget Range (optional)',
        timeline: 'Timeline (optional)',
        description: 'Project Description',
        additionalInfo: 'Additional Information (optional)',
      },
      choose: 'Please choose…',
      options: {
        projectType: [
          'Website Development',
          'Mobile App Development',
          'E-commerce Platform',
          'AI Automation & Chatbot',
          'Marketing & SEO Package',
          'Complete Digital Transformation',
          'Custom Software Solution',
          'Other',
        ],
        budget: ['Under $500', '$500 – $1,500', '$1,500 – $5,000', '$5,000 or more', "Let's discuss"],
        timeline: ['As soon as possible', 'Within a month', '2 to 3 months from now', "I'm flexible"],
      },
    },
    {
      path: localizePath('quote', 'fr'),
      language: 'fr',
      home: localizePath('home', 'fr'),
      labels: {
        fullName: 'Nom complet',
        email: 'Adresse e-mail',
        phone: 'Numéro de téléphone',
        company: 'Nom de l’entreprise (facultatif)',
        projectType: 'Type de projet',
        budget: 'Budget (facultatif)',
        timeline: 'Délai souhaité (facultatif)',
        description: 'Description du projet',
        additionalInfo: 'Informations complémentaires (facultatif)',
      },
      choose: 'Veuillez choisir…',
      options: {
        projectType: [
          'Création de site web',
          'Développement d’application mobile',
          'Boutique en ligne',
          'Automatisation par l’IA et chatbot',
          'Pack marketing et référencement',
          'Transformation numérique complète',
          'Logiciel sur mesure',
          'Autre',
        ],
        budget: ['Moins de 500 $US', 'De 500 $US à 1 500 $US', 'De 1 500 $US à 5 000 $US', '5 000 $US et plus', 'À définir ensemble'],
        timeline: ['Dès que possible', 'D’ici un mois', 'D’ici 2 à 3 mois', 'Je suis flexible'],
      },
    },
  ] as const,

  slugs: { projectType: projectTypes, budget: budgetRanges, timeline: timelines } as const,
  selects: ['projectType', 'budget', 'timeline'] as const,
}
