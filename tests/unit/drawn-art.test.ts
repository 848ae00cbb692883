import { describe, expect, it } from 'vitest'
import { drawnArt } from '../../scripts/content/drawn-art.ts'
import { drawnArtFile } from '../../src/content/photos.ts'
import { projects } from '../../src/content/projects.ts'

describe('the drawings of entries without a photo', () => {
  const drawings = drawnArt(process.cwd())

  it('are one per project without a photo and per team member, the same bytes on every build', () => {
    expect(drawings.map(({ file }) => file)).toEqual([
      ...projects.filter(({ image }) => 'file' in image && image.file.endsWith('.svg')).map(({ id }) => drawnArtFile('project', id)),
      drawnArtFile('member', 'founder'),
    ])
    expect(drawnArt(process.cwd())).toEqual(drawings)
  })

  it('differ from one another and carry no words, which would need translating', () => {
    expect(new Set(drawings.map(({ svg }) => svg)).size).toBe(drawings.length)
    for (const { file, svg } of drawings) {
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/)
      expect(svg, file).not.toMatch(/<(text|tspan|image|foreignObject)\b/)
      expect(svg, file).not.toMatch(/NaN|undefined/)
    }
  })
})
