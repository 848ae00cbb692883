import { describe, expect, it } from 'vitest'
import { findCategory } from '../../src/content/portfolio-categories.ts'
import { isOwnPhoto, photoUrl } from '../../src/content/photos.ts'
import { projects } from '../../src/content/projects.ts'
import { siteConfig } from '../../src/site.config.ts'

describe('portfolio content', () => {
  it('asks the image host for each project photo cropped to its card', () => {
    for (const { image } of projects) {
      if (isOwnPhoto(image)) continue
      expect(photoUrl(image, 800)).toBe(
        `${siteConfig.imageHost}/${image.id}?auto=format&fit=crop&w=800&h=${(800 * image.height) / image.width}&q=70`,
      )
    }
  })

  it('falls back to All for a missing or unknown ?category', () => {
    expect(findCategory('healthcare')?.slug).toBe('healthcare')
    expect(findCategory('space-travel')).toBeUndefined()
    expect(findCategory(null)).toBeUndefined()
  })
})
