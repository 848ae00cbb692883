/**
 * When a photo cannot load (the external host may be unreachable), hides it and lets the branded
 * panel behind it stand in, named by the photo's alt text. Without script the panel shows through
 * the broken image's transparent box.
 */
export function showImageFallbacks(): void {
  const fallBack = (image: HTMLImageElement) => {
    const panel = image.parentElement?.querySelector('[data-image-fallback]')
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
