import { describe, expect, it } from 'vitest'
import { FacebookIcon, LinkIcon, XIcon } from '../../src/components/ui/icons.tsx'
import { socialIconOf } from '../../src/components/ui/social-icons.ts'

describe('the footer’s social icons (src/content/data/contact.json’s kinds)', () => {
  it('draws a network by its kind, and a kind without a drawing as a plain link', () => {
    expect(socialIconOf('facebook')).toBe(FacebookIcon)
    expect(socialIconOf('x')).toBe(XIcon)
    expect(socialIconOf('tiktok')).toBe(LinkIcon)
    expect(socialIconOf('facebook')).not.toBe(LinkIcon)
  })
})
