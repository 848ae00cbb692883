import { startPageScript } from './page-script.ts'

startPageScript()
