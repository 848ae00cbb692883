import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { launchDebuggableChromium } from './debuggable-chromium.ts'

/** Fetched by npx for the benchmark alone, so installs and CI do without its packages. */
const lighthouseCli = 'lighthouse@12.8.2'

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number } | undefined>
}

export interface LighthouseScores {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo']

async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chromium = await launchDebuggableChromium()
  try {
    const { stdout } = await promisify(execFile)(
      'npx',
      [
        '--yes',
        lighthouseCli,
        url,
        `--port=${chromium.port}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--only-categories=${categories.join(',')}`,
      ],
      { maxBuffer: 256 * 1024 * 1024 },
    )
    const { categories: scores, audits } = JSON.parse(stdout) as LighthouseReport
    const score = (id: string) => Math.round((scores[id]?.score ?? 0) * 100)
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
    }
  } finally {
    await chromium.close()
  }
}

/**
 * Lighthouse's own runtime errors (a trace without its navigation start on a busy machine, NO_NAVSTART) say to run
 * it again: a run that fails gets two more tries, then the bench stops with Lighthouse's message, not its report.
 */
async function runLighthouseAgainOnError(url: string, tries = 3): Promise<LighthouseScores> {
  try {
    return await runLighthouse(url)
  } catch (error) {
    const message = (error as { stderr?: string }).stderr?.trim() || (error as Error).message.slice(0, 500)
    if (tries <= 1) throw new Error(`Lighthouse failed on ${url}: ${message}`, { cause: error })
    console.log(`Lighthouse failed on ${url} (${message}): running it again…`)
    return runLighthouseAgainOnError(url, tries - 1)
  }
}

/** The URLs take turns (page, floor, page…), so both meet the same moments of a busy machine. */
export async function interleavedMedians(urls: string[], runs: number): Promise<LighthouseScores[]> {
  const results: LighthouseScores[][] = urls.map(() => [])
  for (let run = 0; run < runs; run++) for (const [index, url] of urls.entries()) results[index]!.push(await runLighthouseAgainOnError(url))
  return results.map(medianOf)
}

function medianOf(results: LighthouseScores[]): LighthouseScores {
  const median = (pick: (scores: LighthouseScores) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
  }
  return {
    performance: median((s) => s.performance),
    accessibility: median((s) => s.accessibility),
    bestPractices: median((s) => s.bestPractices),
    seo: median((s) => s.seo),
    lcpMs: median((s) => s.lcpMs),
    tbtMs: median((s) => s.tbtMs),
    cls: median((s) => s.cls),
  }
}
