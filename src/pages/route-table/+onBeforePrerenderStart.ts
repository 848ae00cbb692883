import { slugProblems } from '../../i18n/slug-problems.ts'
import { localizedPageUrls } from '../../seo/site-urls.ts'

export default function onBeforePrerenderStart() {
  const problems = slugProblems()
  if (problems.length) throw new Error(`The page slugs in src/content/pages.ts cannot be built:\n  - ${problems.join('\n  - ')}`)
  return localizedPageUrls().map(({ path }) => path)
}
