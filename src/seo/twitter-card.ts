import { metaTag } from './markup.ts'
import type { ShareInput } from './open-graph.ts'

/** Twitter (X) card tags: a large image card with the same words and image as Open Graph. */
export function twitterCardTags({ title, description, image }: Pick<ShareInput, 'title' | 'description' | 'image'>): string[] {
  return [
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', title),
    metaTag('name', 'twitter:description', description),
    metaTag('name', 'twitter:image', image.url),
    metaTag('name', 'twitter:image:alt', image.alt),
  ]
}
