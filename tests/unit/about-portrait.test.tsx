import { prerenderToNodeStream } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { Providers } from '../../src/app/providers'
import { initialsOf, Portrait } from '../../src/components/ui/portrait'
import { teamMembers } from '../../src/content/team-members'
import { createI18n } from '../../src/i18n/create-i18n'
import { serverResources } from '../../src/i18n/server-resources'
import { createEmotionCache } from '../../src/renderer/emotion-cache'
import { siteConfig } from '../../src/site.config'

async function render(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <Providers i18n={createI18n('en', serverResources('en'))} emotionCache={createEmotionCache()}>
      {element}
    </Providers>,
  )
  let html = ''
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk as Uint8Array)
  return html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/&amp;/g, '&')
}

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
    const html = await render(<Portrait src="https://images.unsplash.com/photo-1" alt="Portrait of Ama" name="Ama Mensah" width={384} height={384} />)
    const image = /<img [^>]*>/.exec(html)?.[0] ?? ''
    for (const attribute of ['src="https://images.unsplash.com/photo-1"', 'alt="Portrait of Ama"', 'width="384"', 'height="384"', 'loading="lazy"']) {
      expect(image).toContain(attribute)
    }
    expect(html).toMatch(/<div aria-hidden="true"[^>]*>AM<\/div>/)
    // Until the photo fails, the img carries the alt text: the circle itself is not a second image.
    expect(html).not.toContain('role="img"')
  })
})
