import { localizedPageUrls } from '../../seo/site-urls'

export default function onBeforePrerenderStart() {
  return localizedPageUrls().map(({ path }) => path)
}
