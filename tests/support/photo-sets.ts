/** One candidate of a srcset: `<url> <width>w`. */
export const candidatesOf = (srcset: string) =>
  srcset.split(/,\s+/).map((candidate) => {
    const [url = '', descriptor = '', ...rest] = candidate.trim().split(/\s+/)
    return { url: new URL(url, 'https://site.invalid'), descriptor, rest }
  })

export const widthsOf = (candidates: ReturnType<typeof candidatesOf>) =>
  candidates.map(({ descriptor }) => Number(/^(\d+)w$/.exec(descriptor)?.[1]))

/** A photo of our own: a <source> per modern format and the <img>'s JPEG, each listing the same widths. */
export function ownPhotoSets(image: Element) {
  const picture = image.parentElement?.localName === 'picture' ? image.parentElement : undefined
  return [...(picture?.querySelectorAll('source') ?? []), image].map((element) => ({
    type: element.getAttribute('type') ?? 'image/jpeg',
    sizes: element.getAttribute('sizes'),
    candidates: candidatesOf(element.getAttribute('srcset') ?? ''),
  }))
}
