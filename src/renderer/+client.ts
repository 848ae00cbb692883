import { startPage } from '../islands/start-page.ts'

startPage()
