import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { createRoot } from 'react-dom/client'
import { WorkspaceApp } from './workspace-app.tsx'

// The workspace is a tool beside the site, not a page of it: Chakra's full default system, none of the site's bundles.
const element = document.getElementById('workspace')!
createRoot(element).render(
  <ChakraProvider value={defaultSystem}>
    <WorkspaceApp initialLanguage={element.dataset.language ?? ''} />
  </ChakraProvider>,
)
