import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { receiveTranslations } from '../../scripts/i18n/receive.ts'
import { sendTranslations } from '../../scripts/i18n/send.ts'
import { updateCopy } from '../../scripts/i18n/update.ts'
import { callNow, TranslatorClone } from '../support/translator-clone.ts'

describe('npm run i18n:send', () => {
  let clone: TranslatorClone
  afterEach(() => clone.remove())

  it('commits the language’s saved changes, and only those, on a new branch pushed to origin; the translator’s work stays as it was', async () => {
    clone = new TranslatorClone()
    clone.replace('locales/fr/home.json', callNow, callNow.replace('nous', 'nous dès aujourd’hui'))
    // Other work in progress: an English change staged, a code change, an untracked file.
    clone.replace('locales/en/home.json', '"callNow": "Call Now: {{phone}}"', '"callNow": "Call Us: {{phone}}"')
    clone.git('add', 'locales/en/home.json')
    clone.write('src/site.config.ts', `${clone.read('src/site.config.ts')}\n// work in progress\n`)
    clone.write('notes.txt', 'mine')
    const before = clone.state()
    const frenchBefore = clone.read('locales/fr/home.json')

    const result = await sendTranslations(clone.root, { language: 'fr', now: new Date(Date.UTC(2030, 0, 2, 9, 5)) })

    expect(result).toMatchObject({ status: 'pushed', branch: 'translations/fr-2030-01-02-0905', keys: ['home:hero.callNow'] })
    const remote = (...args: string[]) => spawnSync('git', ['--git-dir', clone.remote, ...args], { encoding: 'utf8' }).stdout.trim()
    const branch = 'translations/fr-2030-01-02-0905'
    expect(remote('diff', '--name-only', `${branch}~1`, branch)).toBe('locales/fr/home.json')
    expect(remote('log', '-1', '--format=%B', branch)).toContain('- home:hero.callNow')
    expect(remote('show', `${branch}:locales/fr/home.json`)).toContain('Appelez-nous dès aujourd’hui')
    // The English still as in the last commit: only French was sent.
    expect(remote('show', `${branch}:locales/en/home.json`)).toContain('"callNow": "Call Now: {{phone}}"')
    // The French sent is committed here too, the same commit; the rest of the work in progress stays as it was.
    expect(result).toMatchObject({ committedHere: true })
    expect(clone.git('rev-parse', 'HEAD')).toBe(result.status === 'pushed' ? result.commit : '')
    expect(clone.state()).toEqual({
      ...before,
      status: before.status
        .split('\n')
        .filter((line) => !line.endsWith('locales/fr/home.json'))
        .join('\n'),
    })
    expect(clone.read('locales/fr/home.json')).toBe(frenchBefore)
  })

  it('without a remote, writes one file that the team’s npm run i18n:receive brings in as a branch and checks', async () => {
    clone = new TranslatorClone({ withRemote: false })
    clone.replace('locales/fr/home.json', callNow, callNow.replace('nous', 'nous vite'))
    const result = await sendTranslations(clone.root, { language: 'fr' })
    expect(result).toMatchObject({ status: 'bundled', why: expect.stringContaining('no remote called origin') })
    if (result.status !== 'bundled') return

    // The team's repository: the project as it was, without the translator's change.
    const team = new TranslatorClone({ withRemote: false })
    try {
      team.git('fetch', '--quiet', clone.root, 'main:refs/remotes/translator/main')
      // The commit before the one sent, which the send made this copy's last too.
      team.git('reset', '--quiet', '--hard', 'translator/main~1')
      team.git('update-ref', '-d', 'refs/remotes/translator/main')
      const received = await receiveTranslations(team.root, join(clone.root, result.file))
      expect(received).toMatchObject({
        status: 'received',
        branches: [expect.objectContaining({ name: result.branch, commit: result.commit })],
        files: ['locales/fr/home.json'],
      })
      expect(received.status === 'received' && received.problems.filter(({ level }) => level === 'error')).toEqual([])
      expect(team.git('show', `${result.branch}:locales/fr/home.json`)).toContain('Appelez-nous vite')
      expect(team.git('branch', '--show-current')).toBe('main')
    } finally {
      team.remove()
    }
  })

  it('carries the names the workspace kept as in English, and no other change of the glossary; the team’s receive takes them', async () => {
    clone = new TranslatorClone({ withRemote: false })
    const glossary = JSON.parse(clone.read('locales/glossary.json')) as { keepAsIs: string[]; mayDiffer: Record<string, string> }
    // The name kept from the workspace, beside a developer's change in progress, which stays here.
    const mayDiffer = { ...glossary.mayDiffer, 'home:hero.title': 'work in progress' }
    clone.write(
      'locales/glossary.json',
      `${JSON.stringify({ ...glossary, keepAsIs: [...glossary.keepAsIs, 'TikTok'], mayDiffer }, null, 2)}\n`,
    )
    const result = await sendTranslations(clone.root, { language: 'fr' })
    expect(result).toMatchObject({ status: 'bundled', keptNames: ['TikTok'], keys: [], content: [] })
    if (result.status !== 'bundled') return
    const sent = JSON.parse(clone.git('show', `${result.branch}:locales/glossary.json`)) as typeof glossary
    expect(sent).toEqual({ ...glossary, keepAsIs: [...glossary.keepAsIs, 'TikTok'] })
    expect(clone.git('log', '-1', '--format=%s', result.branch)).toBe('Glossary: TikTok kept as in English, from the workspace')
    expect(JSON.parse(clone.read('locales/glossary.json')).mayDiffer).toEqual(mayDiffer)

    const team = new TranslatorClone({ withRemote: false })
    try {
      team.git('fetch', '--quiet', clone.root, 'main:refs/remotes/translator/main')
      team.git('reset', '--quiet', '--hard', 'translator/main~1')
      team.git('update-ref', '-d', 'refs/remotes/translator/main')
      expect(await receiveTranslations(team.root, join(clone.root, result.file))).toMatchObject({
        status: 'received',
        files: ['locales/glossary.json'],
      })
    } finally {
      team.remove()
    }
  })

  it('sends the translation alone, built on origin’s last commit: the translator’s own unpushed commits stay on their computer', async () => {
    clone = new TranslatorClone()
    clone.git('push', '--quiet', 'origin', 'main')
    clone.git('remote', 'set-head', 'origin', 'main')
    const shared = clone.git('rev-parse', 'main')
    clone.write('src/site.config.ts', `${clone.read('src/site.config.ts')}\n// work in progress\n`)
    clone.git('commit', '--quiet', '-am', 'Work in progress')
    const own = clone.git('rev-parse', 'HEAD')
    clone.replace('locales/fr/home.json', callNow, callNow.replace('nous', 'nous vite'))

    const result = await sendTranslations(clone.root, { language: 'fr' })

    expect(result.status).toBe('pushed')
    const branch = result.status === 'pushed' ? result.branch : ''
    const remote = (...args: string[]) => spawnSync('git', ['--git-dir', clone.remote, ...args], { encoding: 'utf8' })
    expect(remote('rev-parse', `${branch}~1`).stdout.trim()).toBe(shared)
    expect(remote('diff', '--name-only', `${branch}~1`, branch).stdout.trim()).toBe('locales/fr/home.json')
    expect(remote('cat-file', '-e', own).status).not.toBe(0)
    expect(clone.git('rev-parse', 'HEAD')).toBe(own)
    expect(result).toMatchObject({ committedHere: false })
  })

  it('pushes over ssh with the translator’s own ssh command, in batch mode so that nothing is asked; refused, it writes the file', async () => {
    clone = new TranslatorClone({ withRemote: false })
    const seen = join(clone.root, 'ssh-arguments')
    clone.write('fake-ssh', `#!/bin/sh\necho "$@" > '${seen}'\nexit 255\n`)
    chmodSync(join(clone.root, 'fake-ssh'), 0o755)
    clone.git('config', 'core.sshCommand', `'${join(clone.root, 'fake-ssh')}' -i work_key`)
    clone.git('remote', 'add', 'origin', 'ssh://git@example.invalid/studio.git')
    clone.replace('locales/fr/home.json', callNow, callNow.replace('nous', 'nous vite'))

    const result = await sendTranslations(clone.root, { language: 'fr' })

    expect(result).toMatchObject({ status: 'bundled', why: expect.stringContaining('the push to origin was refused') })
    expect(clone.read('ssh-arguments')).toMatch(/^-i work_key -o BatchMode=yes .*example\.invalid/)
  })

  it('writes the file when the push hangs, as when it is refused', async () => {
    clone = new TranslatorClone({ withRemote: false })
    // Holds the push without a word, until git hangs up.
    clone.write('hanging-ssh', '#!/bin/sh\nexec cat >/dev/null\n')
    chmodSync(join(clone.root, 'hanging-ssh'), 0o755)
    clone.git('config', 'core.sshCommand', join(clone.root, 'hanging-ssh'))
    clone.git('remote', 'add', 'origin', 'ssh://git@example.invalid/studio.git')
    clone.replace('locales/fr/home.json', callNow, callNow.replace('nous', 'nous vite'))

    const result = await sendTranslations(clone.root, { language: 'fr', pushTimeout: 1000 })

    expect(result).toMatchObject({ status: 'bundled', why: expect.stringContaining('the push to origin did not finish') })
    expect(result.status === 'bundled' && existsSync(join(clone.root, result.file))).toBe(true)
  })

  it('refuses a second send while one is under way, saying so, and makes one branch', async () => {
    clone = new TranslatorClone()
    clone.replace('locales/fr/home.json', callNow, callNow.replace('nous', 'nous vite'))
    const results = await Promise.all([1, 2].map(() => sendTranslations(clone.root, { language: 'fr' })))
    expect(results.map(({ status }) => status)).toEqual(['pushed', 'refused'])
    expect(results[1]).toEqual({ status: 'refused', reasons: [expect.stringContaining('another send is under way')] })
    expect(clone.git('branch', '--list', 'translations/*').split('\n')).toHaveLength(1)
  })

  it('refuses, and changes nothing, when there is nothing to send', async () => {
    clone = new TranslatorClone()
    clone.replace('locales/en/home.json', '"callNow": "Call Now: {{phone}}"', '"callNow": "Call Us: {{phone}}"')
    const result = await sendTranslations(clone.root, { language: 'fr' })
    expect(result).toEqual({ status: 'refused', reasons: [expect.stringContaining('no saved changes to send')] })
    expect(clone.git('branch', '--list', 'translations/*')).toBe('')
  })

  it('sends the studio’s content: the data files, their photos and their entries’ English words, and no other English', async () => {
    clone = new TranslatorClone({ withRemote: false })
    const projects = JSON.parse(clone.read('src/content/data/projects.json')) as { projects: Record<string, unknown>[] }
    projects.projects.push({
      ...projects.projects[0],
      id: 'solarGrid',
      featured: false,
      image: { file: 'solar-grid.png', width: 800, height: 500 },
    })
    clone.write('src/content/data/projects.json', `${JSON.stringify(projects, null, 2)}\n`)
    mkdirSync(join(clone.root, 'src/content/photos'), { recursive: true })
    writeFileSync(
      join(clone.root, 'src/content/photos/solar-grid.png'),
      await sharp({ create: { width: 80, height: 50, channels: 3, background: '#147a6e' } })
        .png()
        .toBuffer(),
    )
    const english = JSON.parse(clone.read('locales/en/projects.json')) as { items: Record<string, Record<string, string>> }
    english.items.solarGrid = { ...english.items.mediTrack!, title: 'SolarGrid Dashboard' }
    clone.write('locales/en/projects.json', `${JSON.stringify(english, null, 2)}\n`)
    // A developer's work in progress on English that is not the content's: it stays here.
    clone.replace('locales/en/home.json', '"callNow": "Call Now: {{phone}}"', '"callNow": "Call Us: {{phone}}"')

    const result = await sendTranslations(clone.root, { language: 'fr', now: new Date(Date.UTC(2030, 0, 2, 9, 5)) })

    expect(result).toMatchObject({
      status: 'bundled',
      content: ['src/content/data/projects.json', 'src/content/photos/solar-grid.png'],
      keys: expect.arrayContaining(['projects:items.solarGrid.title (English)']),
      toTranslate: [{ file: 'projects.json', entry: 'solarGrid' }],
    })
    const branch = 'translations/fr-2030-01-02-0905'
    expect(clone.git('diff', '--name-only', `${branch}~1`, branch).split('\n')).toEqual([
      'locales/en/projects.json',
      'src/content/data/projects.json',
      'src/content/photos/solar-grid.png',
    ])
    expect(JSON.parse(clone.git('show', `${branch}:locales/en/projects.json`)).items.solarGrid.title).toBe('SolarGrid Dashboard')
    expect(clone.git('log', '-1', '--format=%s', branch)).toBe('Studio content: projects.json, solar-grid.png, 7 texts from the workspace')

    // The team takes the file in: it holds only what a send may carry.
    const team = new TranslatorClone({ withRemote: false })
    try {
      team.git('fetch', '--quiet', clone.root, 'main:refs/remotes/translator/main')
      // The commit before the one sent, which the send made this copy's last too.
      team.git('reset', '--quiet', '--hard', 'translator/main~1')
      team.git('update-ref', '-d', 'refs/remotes/translator/main')
      if (result.status === 'bundled')
        expect(await receiveTranslations(team.root, join(clone.root, result.file))).toMatchObject({
          status: 'received',
          files: ['locales/en/projects.json', 'src/content/data/projects.json', 'src/content/photos/solar-grid.png'],
          problems: expect.arrayContaining([
            expect.objectContaining({
              level: 'warning',
              reason: expect.stringMatching(/^missing translation: add items\.solarGrid\.title/),
            }),
          ]),
        })
    } finally {
      team.remove()
    }
  })

  it('refuses content the content check rejects, naming file, entry, field and reason', async () => {
    clone = new TranslatorClone()
    clone.replace('src/content/data/plans.json', '"priceUsd": 150', '"priceUsd": "150$"')
    const result = await sendTranslations(clone.root, { language: 'fr' })
    expect(result.status === 'refused' && result.reasons.join('\n')).toContain(
      'src/content/data/plans.json › plans[0] "businessGrowth" › priceUsd: expected a number, got "150$"',
    )
    expect(clone.git('branch', '--list', 'translations/*')).toBe('')
  })

  it('refuses a change the check rejects, naming it, and sends nothing', async () => {
    clone = new TranslatorClone()
    clone.replace('locales/fr/home.json', callNow, '"callNow": "Appelez-nous"')
    const result = await sendTranslations(clone.root, { language: 'fr' })
    expect(result.status).toBe('refused')
    expect(result.status === 'refused' && result.reasons.join('\n')).toMatch(
      /home\.json:\d+ › hero\.callNow: must keep English's placeholders/,
    )
    expect(clone.git('branch', '--list', 'translations/*')).toBe('')
    expect(spawnSync('git', ['--git-dir', clone.remote, 'branch', '--list'], { encoding: 'utf8' }).stdout).toBe('')
  })
})

describe('npm run update, the day after a send', () => {
  let clone: TranslatorClone
  let team: string
  afterEach(() => {
    clone.remove()
    rmSync(team, { recursive: true, force: true })
  })

  /** The studio's copy, as git clone leaves it: main follows origin's main, and origin has the project. */
  const studioCopy = () => {
    clone = new TranslatorClone()
    clone.git('push', '--quiet', '--set-upstream', 'origin', 'main')
    clone.git('remote', 'set-head', 'origin', 'main')
    team = mkdtempSync(join(tmpdir(), 'studio-team-'))
    const teamGit = (...args: string[]) => {
      const result = spawnSync('git', args, { cwd: team, encoding: 'utf8' })
      if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
      return result.stdout.trim()
    }
    teamGit('clone', '--quiet', '--branch', 'main', clone.remote, '.')
    teamGit('config', 'user.name', 'Kofi Developer')
    teamGit('config', 'user.email', 'kofi@example.com')
    return teamGit
  }

  /** The owner's day: a price and a French text saved, then sent. */
  const sendTheDay = async () => {
    clone.replace('src/content/data/plans.json', '"priceUsd": 250', '"priceUsd": 275')
    clone.replace('locales/fr/home.json', callNow, callNow.replace('nous', 'nous vite'))
    const result = await sendTranslations(clone.root, { language: 'fr' })
    expect(result).toMatchObject({ status: 'pushed', committedHere: true })
    return result.status === 'pushed' ? result.branch : ''
  }

  it.each([
    ['merged', ['merge', '--quiet', '--no-ff', '--no-edit']],
    ['squashed', ['merge', '--quiet', '--squash']],
  ])('after the team has %s the send, and committed work of its own, the copy ends clean at the team’s commit', async (_, merge) => {
    const teamGit = studioCopy()
    const branch = await sendTheDay()
    // Work in progress here that the team's version does not touch: it stays.
    clone.write('notes.txt', 'mine')
    teamGit('fetch', '--quiet', 'origin', branch)
    teamGit(...merge!, 'FETCH_HEAD')
    if (merge!.includes('--squash')) teamGit('commit', '--quiet', '-m', 'The studio’s day')
    writeFileSync(join(team, 'src/site.config.ts'), `${readFileSync(join(team, 'src/site.config.ts'), 'utf8')}\n// the team's work\n`)
    teamGit('commit', '--quiet', '-am', 'The team’s work')
    teamGit('push', '--quiet', 'origin', 'main')

    expect(await updateCopy(clone.root)).toEqual({ status: 'updated', commit: teamGit('rev-parse', 'HEAD'), already: false })
    expect(clone.git('rev-parse', 'HEAD')).toBe(teamGit('rev-parse', 'HEAD'))
    expect(clone.git('status', '--porcelain')).toBe('?? notes.txt')
    expect(clone.read('src/site.config.ts')).toContain("// the team's work")
    expect(clone.read('locales/fr/home.json')).toContain('Appelez-nous vite')
    expect(await updateCopy(clone.root)).toMatchObject({ status: 'updated', already: true })
  })

  it('a plain git pull takes the team’s merge of a send too: nothing of the send is left uncommitted here', async () => {
    const teamGit = studioCopy()
    const branch = await sendTheDay()
    teamGit('fetch', '--quiet', 'origin', branch)
    teamGit('merge', '--quiet', '--no-ff', '--no-edit', 'FETCH_HEAD')
    teamGit('push', '--quiet', 'origin', 'main')

    clone.git('pull', '--quiet')
    expect(clone.git('rev-parse', 'HEAD')).toBe(teamGit('rev-parse', 'HEAD'))
    expect(clone.git('status', '--porcelain')).toBe('')
  })

  it('a send that was not committed here (its files left changed) gives way to the team’s merge of it too', async () => {
    const teamGit = studioCopy()
    const branch = await sendTheDay()
    // As a send before this one left the copy: the branch at the last commit, the files sent still changed.
    clone.git('reset', '--quiet', 'HEAD~1')
    teamGit('fetch', '--quiet', 'origin', branch)
    teamGit('merge', '--quiet', '--no-ff', '--no-edit', 'FETCH_HEAD')
    teamGit('push', '--quiet', 'origin', 'main')

    expect(await updateCopy(clone.root)).toMatchObject({ status: 'updated', already: false })
    expect(clone.git('rev-parse', 'HEAD')).toBe(teamGit('rev-parse', 'HEAD'))
    expect(clone.git('status', '--porcelain')).toBe('')
  })

  it('a change made after the send, on a file the team changed since, stops the update before anything changes, saying what to do', async () => {
    const teamGit = studioCopy()
    const branch = await sendTheDay()
    clone.replace('src/content/data/plans.json', '"priceUsd": 275', '"priceUsd": 300')
    teamGit('fetch', '--quiet', 'origin', branch)
    teamGit('merge', '--quiet', '--no-ff', '--no-edit', 'FETCH_HEAD')
    const teamPlans = join(team, 'src/content/data/plans.json')
    writeFileSync(teamPlans, readFileSync(teamPlans, 'utf8').replace('"priceUsd": 150', '"priceUsd": 160'))
    teamGit('commit', '--quiet', '-am', 'The first plan’s new price')
    teamGit('push', '--quiet', 'origin', 'main')
    const head = clone.git('rev-parse', 'HEAD')
    const plans = clone.read('src/content/data/plans.json')

    expect(await updateCopy(clone.root)).toEqual({
      status: 'refused',
      reasons: [expect.stringContaining('src/content/data/plans.json'), expect.stringContaining('Send them to the team')],
    })
    expect(clone.git('rev-parse', 'HEAD')).toBe(head)
    expect(clone.read('src/content/data/plans.json')).toBe(plans)
  })
})

describe('npm run i18n:send without git', () => {
  it('refuses, saying git is missing', async () => {
    const path = process.env.PATH
    process.env.PATH = tmpdir()
    try {
      expect(await sendTranslations(tmpdir(), { language: 'fr' })).toEqual({
        status: 'refused',
        reasons: [expect.stringContaining('git is not installed')],
      })
    } finally {
      process.env.PATH = path
    }
  })
})
