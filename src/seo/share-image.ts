import { localeFolder, type LanguageCode } from '../i18n/languages.ts'
import { escapeHtml } from './markup.ts'

/** One per language, so no page shares an image in another language; the pseudo language shares English's. */
export function shareImage(language: LanguageCode) {
  return { path: `/og-${localeFolder(language)}.png`, width: 1200, height: 630, type: 'image/png' } as const
}

export function shareCardHtml({ language, brand, tagline }: { language: LanguageCode; brand: string; tagline: string }): string {
  const { width, height } = shareImage(language)
  return `<!DOCTYPE html><html lang="${language}"><body style="margin:0">
<div style="width:${width}px;height:${height}px;box-sizing:border-box;padding:0 80px;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:28px;text-align:center;background:linear-gradient(135deg,#134e4a,#0f766e 55%,#c2410c);font-family:system-ui,sans-serif;color:#fff">
  <svg width="120" height="120" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="6" fill="#285e61"/><path d="M9 21c0 2 2 3 5 3 4 0 6-2 6-4.5S18 16 14.5 15 10 13 10 11s2-3 4.5-3S19 9 19 11" fill="none" stroke="#fbd38d" stroke-width="2.6" stroke-linecap="round"/></svg>
  <div style="font-size:88px;font-weight:800;letter-spacing:-1px">${escapeHtml(brand)}</div>
  <div style="font-size:40px;opacity:.92">${escapeHtml(tagline)}</div>
</div></body></html>`
}
