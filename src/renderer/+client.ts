import { startPage } from '../islands/start-page'

startPage()
