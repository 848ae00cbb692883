/** localStorage key: the visitor chose full photos for the whole site, even while saving data. */
const fullPhotosKey = 'fullPhotos'

/** Whether the browser asks to save data: Chromium's data saver (the Save-Data header's source) or the media feature. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true || matchMedia('(prefers-reduced-data: reduce)').matches
}

function storedChoice(): boolean {
  try {
    return window.localStorage.getItem(fullPhotosKey) === 'on'
  } catch {
    return false
  }
}

/** Under Save-Data: smallest widths, no page fetched ahead (`data-save-data`), and a notice offering full photos. */
export function savePhotoData(): void {
  const root = document.documentElement
  if (savingData()) {
    root.dataset.saveData = 'on'
    if (!storedChoice()) lightenPhotos()
  }
  // Photos wait for this (photoAfterPageScript): from here they load at the widths chosen.
  root.dataset.photos = 'shown'
}

function lightenPhotos(): void {
  // A <picture>'s sources too: the browser takes its photo from the first source of a format it reads.
  const photos = [...document.querySelectorAll<HTMLImageElement | HTMLSourceElement>('img[srcset], source[srcset]')]
  const notice = document.querySelector<HTMLElement>('[data-save-data-notice]')
  if (!photos.length || !notice) return
  for (const photo of photos) {
    photo.dataset.fullSrcset = photo.srcset
    photo.srcset = photo.srcset.split(',')[0]!.trim()
  }
  notice.hidden = false
  notice.querySelector('[data-show-photos]')?.addEventListener('click', () => {
    try {
      window.localStorage.setItem(fullPhotosKey, 'on')
    } catch {
      // Without storage the choice holds for this page only.
    }
    for (const photo of photos) photo.srcset = photo.dataset.fullSrcset ?? photo.srcset
    // The button goes with the notice: focus continues from the top of the page's content.
    document.querySelector<HTMLElement>('main')?.focus()
    notice.remove()
  })
}
