import { cardPhotoWidths, type Photo } from './photos.ts'
import type { CategorySlug } from './portfolio-categories.ts'

/** A photo from the image host, cropped for a card. */
const photo = (id: string): Photo => ({ id, ...projectImageSize, widths: cardPhotoWidths })

/** Image size the cards reserve, so nothing shifts whether the photo loads or not. */
const projectImageSize = { width: 800, height: 500 } as const

/**
 * The portfolio: facts here, words in the `projects` namespace (items.<id>.*).
 * The home page features the three marked `featured`.
 */
export const projects = [
  {
    id: 'mediTrack',
    category: 'healthcare',
    durationWeeks: 10,
    featured: true,
    image: photo('photo-1576091160399-112ba8d25d1d'),
    technologies: ['React Native', 'Node.js', 'PostgreSQL', 'Firebase'],
    titleKey: 'items.mediTrack.title',
    descriptionKey: 'items.mediTrack.description',
    problemKey: 'items.mediTrack.problem',
    solutionKey: 'items.mediTrack.solution',
    resultsKey: 'items.mediTrack.results',
    clientKey: 'items.mediTrack.client',
    imageAltKey: 'items.mediTrack.imageAlt',
  },
  {
    id: 'eduLearn',
    category: 'education',
    durationWeeks: 8,
    featured: true,
    image: photo('photo-1503676260728-1c00da094a0b'),
    technologies: ['React', 'Next.js', 'PostgreSQL', 'Stripe', 'AWS'],
    titleKey: 'items.eduLearn.title',
    descriptionKey: 'items.eduLearn.description',
    problemKey: 'items.eduLearn.problem',
    solutionKey: 'items.eduLearn.solution',
    resultsKey: 'items.eduLearn.results',
    clientKey: 'items.eduLearn.client',
    imageAltKey: 'items.eduLearn.imageAlt',
  },
  {
    id: 'payQuick',
    category: 'fintech',
    durationWeeks: 12,
    featured: true,
    image: photo('photo-1563986768609-322da13575f3'),
    technologies: ['Flutter', 'Go', 'PostgreSQL', 'Mobile Money API'],
    titleKey: 'items.payQuick.title',
    descriptionKey: 'items.payQuick.description',
    problemKey: 'items.payQuick.problem',
    solutionKey: 'items.payQuick.solution',
    resultsKey: 'items.payQuick.results',
    clientKey: 'items.payQuick.client',
    imageAltKey: 'items.payQuick.imageAlt',
  },
  {
    id: 'homeFinder',
    category: 'real-estate',
    durationWeeks: 6,
    featured: false,
    image: photo('photo-1560518883-ce09059eeffa'),
    technologies: ['React', 'Node.js', 'MongoDB', 'Google Maps API'],
    titleKey: 'items.homeFinder.title',
    descriptionKey: 'items.homeFinder.description',
    problemKey: 'items.homeFinder.problem',
    solutionKey: 'items.homeFinder.solution',
    resultsKey: 'items.homeFinder.results',
    clientKey: 'items.homeFinder.client',
    imageAltKey: 'items.homeFinder.imageAlt',
  },
  {
    id: 'shopLocal',
    category: 'web-development',
    durationWeeks: 5,
    featured: false,
    image: photo('photo-1460925895917-afdab827c52f'),
    technologies: ['Next.js', 'Shopify', 'Tailwind CSS'],
    titleKey: 'items.shopLocal.title',
    descriptionKey: 'items.shopLocal.description',
    problemKey: 'items.shopLocal.problem',
    solutionKey: 'items.shopLocal.solution',
    resultsKey: 'items.shopLocal.results',
    clientKey: 'items.shopLocal.client',
    imageAltKey: 'items.shopLocal.imageAlt',
  },
  {
    id: 'farmConnect',
    category: 'mobile-app',
    durationWeeks: 8,
    featured: false,
    image: photo('photo-1512941937669-90a1b58e7e9c'),
    technologies: ['React Native', 'Firebase', 'Twilio'],
    titleKey: 'items.farmConnect.title',
    descriptionKey: 'items.farmConnect.description',
    problemKey: 'items.farmConnect.problem',
    solutionKey: 'items.farmConnect.solution',
    resultsKey: 'items.farmConnect.results',
    clientKey: 'items.farmConnect.client',
    imageAltKey: 'items.farmConnect.imageAlt',
  },
  {
    id: 'factoryPulse',
    category: 'iot',
    durationWeeks: 14,
    featured: false,
    image: photo('photo-1558346490-a72e53ae2d4f'),
    technologies: ['Python', 'MQTT', 'InfluxDB', 'Grafana'],
    titleKey: 'items.factoryPulse.title',
    descriptionKey: 'items.factoryPulse.description',
    problemKey: 'items.factoryPulse.problem',
    solutionKey: 'items.factoryPulse.solution',
    resultsKey: 'items.factoryPulse.results',
    clientKey: 'items.factoryPulse.client',
    imageAltKey: 'items.factoryPulse.imageAlt',
  },
  {
    id: 'hrSuite',
    category: 'enterprise',
    durationWeeks: 16,
    featured: false,
    image: photo('photo-1486406146926-c627a92ad1ab'),
    technologies: ['React', 'NestJS', 'PostgreSQL', 'Docker'],
    titleKey: 'items.hrSuite.title',
    descriptionKey: 'items.hrSuite.description',
    problemKey: 'items.hrSuite.problem',
    solutionKey: 'items.hrSuite.solution',
    resultsKey: 'items.hrSuite.results',
    clientKey: 'items.hrSuite.client',
    imageAltKey: 'items.hrSuite.imageAlt',
  },
  {
    id: 'clinicBook',
    category: 'healthcare',
    durationWeeks: 4,
    featured: false,
    image: photo('photo-1551288049-bebda4e38f71'),
    technologies: ['WordPress', 'PHP', 'WhatsApp Business API'],
    titleKey: 'items.clinicBook.title',
    descriptionKey: 'items.clinicBook.description',
    problemKey: 'items.clinicBook.problem',
    solutionKey: 'items.clinicBook.solution',
    resultsKey: 'items.clinicBook.results',
    clientKey: 'items.clinicBook.client',
    imageAltKey: 'items.clinicBook.imageAlt',
  },
  {
    id: 'schoolPortal',
    category: 'education',
    durationWeeks: 7,
    featured: false,
    image: photo('photo-1522202176988-66273c2fd55f'),
    technologies: ['Laravel', 'Vue.js', 'MySQL'],
    titleKey: 'items.schoolPortal.title',
    descriptionKey: 'items.schoolPortal.description',
    problemKey: 'items.schoolPortal.problem',
    solutionKey: 'items.schoolPortal.solution',
    resultsKey: 'items.schoolPortal.results',
    clientKey: 'items.schoolPortal.client',
    imageAltKey: 'items.schoolPortal.imageAlt',
  },
  {
    id: 'savingsCircle',
    category: 'fintech',
    durationWeeks: 9,
    featured: false,
    image: photo('photo-1556742049-0cfed4f6a45d'),
    technologies: ['Kotlin', 'Spring Boot', 'PostgreSQL'],
    titleKey: 'items.savingsCircle.title',
    descriptionKey: 'items.savingsCircle.description',
    problemKey: 'items.savingsCircle.problem',
    solutionKey: 'items.savingsCircle.solution',
    resultsKey: 'items.savingsCircle.results',
    clientKey: 'items.savingsCircle.client',
    imageAltKey: 'items.savingsCircle.imageAlt',
  },
  {
    id: 'fleetTrack',
    category: 'iot',
    durationWeeks: 11,
    featured: false,
    image: photo('photo-1504384308090-c894fdcc538d'),
    technologies: ['Node.js', 'React', 'LoRaWAN', 'AWS IoT'],
    titleKey: 'items.fleetTrack.title',
    descriptionKey: 'items.fleetTrack.description',
    problemKey: 'items.fleetTrack.problem',
    solutionKey: 'items.fleetTrack.solution',
    resultsKey: 'items.fleetTrack.results',
    clientKey: 'items.fleetTrack.client',
    imageAltKey: 'items.fleetTrack.imageAlt',
  },
] as const satisfies readonly ProjectFacts[]

interface ProjectFacts {
  id: string
  category: CategorySlug
  durationWeeks: number
  featured: boolean
  image: Photo
  technologies: readonly string[]
  titleKey: string
  descriptionKey: string
  problemKey: string
  solutionKey: string
  resultsKey: string
  clientKey: string
  imageAltKey: string
}

export type Project = (typeof projects)[number]

export const featuredProjects = projects.filter((project) => project.featured)
