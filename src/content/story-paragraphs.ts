/** The paragraphs of the studio's story on the About page, in reading order. */
export const storyParagraphs = ['story.paragraphs.start', 'story.paragraphs.growth', 'story.paragraphs.today'] as const
