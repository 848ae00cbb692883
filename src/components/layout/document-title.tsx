import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Namespace } from '../../i18n/namespaces'
import { formatTitle } from '../../seo/head-tags'

/** Keeps the tab title in step after client-side navigation; the prerendered head sets it on first load. */
export function DocumentTitle({ namespace }: { namespace: Namespace }) {
  const { t } = useTranslation(namespace)
  const title = formatTitle(t('meta.title'))
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
