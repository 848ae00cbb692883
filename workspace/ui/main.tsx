import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { I18nextProvider } from 'react-i18next'
import { interfaceI18n } from './shared/interface-language.tsx'
import { createRoot } from 'react-dom/client'
import { dismissLanguageSuggestion } from '../../src/i18n/language-preference.ts'
import { Workspace } from './workspace.tsx'

// The preview is the translator's language on purpose: the site's offer to read it in another would only hide the page.
dismissLanguageSuggestion()

// The workspace is a tool beside the site, not a page of it: Chakra's full default system, none of the site's bundles.
const element = document.getElementById('workspace')!
createRoot(element).render(
  <ChakraProvider value={defaultSystem}>
    <I18nextProvider i18n={interfaceI18n}>
      <Workspace initialLanguage={element.dataset.language ?? ''} />
    </I18nextProvider>
  </ChakraProvider>,
)
