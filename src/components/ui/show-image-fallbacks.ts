/** A photo that cannot load is hidden, so the branded panel behind it, named by its alt text, stands in. */
export function showImageFallbacks(): void {
  const fallBack = (image: HTMLImageElement) => {
    const frame = image.parentElement instanceof HTMLPictureElement ? image.parentElement.parentElement : image.parentElement
    const panel = frame?.querySelector('[data-image-fallback]')
    if (!panel || image.hidden) return
    image.hidden = true
    panel.removeAttribute('aria-hidden')
    panel.setAttribute('role', 'img')
    panel.setAttribute('aria-label', image.alt)
  }
  // Images that failed before this script ran fired their error event already.
  for (const image of document.images) if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image)
  document.addEventListener('error', (event) => event.target instanceof HTMLImageElement && fallBack(event.target), true)
}
