import { describe, expect, it } from 'vitest'
import { initialsOf, Portrait } from '../../src/components/ui/portrait.tsx'
import { siteConfig } from '../../src/site.config.ts'
import { attributesOf, parseHtml, textOf } from '../support/prerendered-html.ts'
import { renderToHtml } from '../support/render-html.tsx'

const render = async (element: React.ReactNode) => parseHtml(await renderToHtml(element)).body

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

describe('a team photo', () => {
  it('render lazily, with width, height and alt text, over hidden initials', async () => {
    const portrait = await render(
      <Portrait
        photo={{ id: 'photo-1', width: 384, height: 384, widths: [192, 384] }}
        alt="Portrait of Ama"
        name="Ama Mensah"
        sizes="12rem"
      />,
    )
    expect(attributesOf(portrait.querySelector('img'), ['src', 'alt', 'width', 'height', 'loading'])).toEqual({
      src: `${siteConfig.imageHost}/photo-1?auto=format&fit=crop&w=384&h=384&q=70`,
      alt: 'Portrait of Ama',
      width: '384',
      height: '384',
      loading: 'lazy',
    })
    expect(textOf(portrait.querySelector('div[aria-hidden="true"]'))).toBe('AM')
    // Until the photo fails, the img carries the alt text: the circle itself is not a second image.
    expect(portrait.querySelector('[role="img"]')).toBeNull()
  })
})
