import { describe, expect, it } from 'vitest'
import { initialsOf, Portrait } from '../../src/components/ui/portrait.tsx'
import { teamMembers } from '../../src/content/team-members.ts'
import { siteConfig } from '../../src/site.config.ts'
import { readableHtml } from '../support/prerendered-html.ts'
import { renderToHtml } from '../support/render-html.tsx'

const render = async (element: React.ReactNode) => readableHtml(await renderToHtml(element))

describe('initials standing in for a photo', () => {
  it.each([
    ['Kwabena Ofori', 'KO'],
    ['  Awa   Diop ', 'AD'],
    ['Kofi Annan Mensah', 'KM'],
    ['Éloïse', 'É'],
    ['ama serwaa', 'AS'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})

describe('team photos', () => {
  it('come from the image host at a fixed size', () => {
    for (const { image, imageSize } of teamMembers) {
      expect(image.startsWith(`${siteConfig.imageHost}/`)).toBe(true)
      expect(image).toContain(`w=${imageSize.width}`)
      expect(image).toContain(`h=${imageSize.height}`)
    }
  })

  it('render lazily, with width, height and alt text, over hidden initials', async () => {
    const html = await render(
      <Portrait src="https://images.unsplash.com/photo-1" alt="Portrait of Ama" name="Ama Mensah" width={384} height={384} />,
    )
    const image = /<img [^>]*>/.exec(html)?.[0] ?? ''
    for (const attribute of [
      'src="https://images.unsplash.com/photo-1"',
      'alt="Portrait of Ama"',
      'width="384"',
      'height="384"',
      'loading="lazy"',
    ]) {
      expect(image).toContain(attribute)
    }
    expect(html).toMatch(/<div aria-hidden="true"[^>]*>AM<\/div>/)
    // Until the photo fails, the img carries the alt text: the circle itself is not a second image.
    expect(html).not.toContain('role="img"')
  })
})
