import { describe, expect, it } from 'vitest'
import { findCategory } from '../../src/content/portfolio-categories.ts'
import { drawnArtFile, isOwnPhoto, photoSrcSet, photoUrl } from '../../src/content/photos.ts'
import { projects } from '../../src/content/projects.ts'
import { siteConfig } from '../../src/site.config.ts'

describe('portfolio content', () => {
  it('asks the image host for a photo named there, cropped to its card in each width', () => {
    const photo = { id: 'photo-1509391366360-2e959784a276', width: 800, height: 500, widths: [320, 800] }
    expect(photoUrl(photo, 800)).toBe(`${siteConfig.imageHost}/${photo.id}?auto=format&fit=crop&w=800&h=500&q=70`)
    expect(photoSrcSet(photo)).toBe(
      `${siteConfig.imageHost}/${photo.id}?auto=format&fit=crop&w=320&h=200&q=70 320w, ${photoUrl(photo, 800)} 800w`,
    )
  })

  it('draws every project without a photo of its own, and keeps the studio’s own photos', () => {
    for (const { id, image } of projects) {
      expect(isOwnPhoto(image), id).toBe(true)
      if (isOwnPhoto(image) && image.file === 'clinic-book.png') continue
      expect(isOwnPhoto(image) && image.file, id).toBe(drawnArtFile('project', id))
    }
    expect(projects.find(({ id }) => id === 'clinicBook')?.image).toMatchObject({ file: 'clinic-book.png' })
  })

  it('falls back to All for a missing or unknown ?category', () => {
    expect(findCategory('healthcare')?.slug).toBe('healthcare')
    expect(findCategory('space-travel')).toBeUndefined()
    expect(findCategory(null)).toBeUndefined()
  })
})
