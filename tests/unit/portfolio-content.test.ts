import { describe, expect, it } from 'vitest'
import { findCategory, portfolioCategories } from '../../src/content/portfolio-categories.ts'
import { photoUrl } from '../../src/content/photos.ts'
import { featuredProjects, projects } from '../../src/content/projects.ts'
import { siteConfig } from '../../src/site.config.ts'
import { flatten, readLocale } from '../support/locales.ts'

const projectStrings = { en: flatten(readLocale('en', 'projects')), fr: flatten(readLocale('fr', 'projects')) }

describe('portfolio content', () => {
  it('filters by the studio’s eight categories', () => {
    expect(portfolioCategories.map(({ labelKey }) => projectStrings.en[labelKey])).toEqual([
      'Web Development',
      'Mobile App',
      'Healthcare',
      'Education',
      'FinTech',
      'Real Estate',
      'Enterprise',
      'IoT',
    ])
    for (const { slug } of portfolioCategories) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })

  it('has 12 projects with unique ids, and every category has at least one', () => {
    expect(projects).toHaveLength(12)
    expect(new Set(projects.map(({ id }) => id)).size).toBe(12)
    for (const { slug } of portfolioCategories) {
      expect(projects.filter(({ category }) => category === slug).length, slug).toBeGreaterThan(0)
    }
  })

  it('features three projects on the home page', () => {
    expect(featuredProjects).toHaveLength(3)
  })

  it('holds facts: durations in whole weeks, named technologies, photos from the image host', () => {
    for (const project of projects) {
      expect(Number.isInteger(project.durationWeeks) && project.durationWeeks > 0).toBe(true)
      expect(project.technologies.length).toBeGreaterThan(0)
      expect(photoUrl(project.image, 800).startsWith(`${siteConfig.imageHost}/${project.image.id}?`)).toBe(true)
    }
  })

  it('keeps each project key whole, under its own id', () => {
    for (const project of projects) {
      for (const key of [
        project.titleKey,
        project.descriptionKey,
        project.problemKey,
        project.solutionKey,
        project.resultsKey,
        project.clientKey,
        project.imageAltKey,
      ]) {
        expect(key.startsWith(`items.${project.id}.`), key).toBe(true)
        expect(projectStrings.en[key]?.trim(), key).toBeTruthy()
        expect(projectStrings.fr[key]?.trim(), key).toBeTruthy()
      }
    }
  })

  it('falls back to All for a missing or unknown ?category', () => {
    expect(findCategory('healthcare')?.slug).toBe('healthcare')
    expect(findCategory('space-travel')).toBeUndefined()
    expect(findCategory(null)).toBeUndefined()
  })
})
