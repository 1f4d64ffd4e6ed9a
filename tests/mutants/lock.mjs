// The mutants of the locked link (issue 55, docs/LINK-V5.md), listed in list.mjs: each removes
// one of the lock's safeguards and names the unit tests that must notice (the lock is pure code:
// no build, seconds a mutant). Run them alone with `npm run test:mutants -- lock-`.

const SEAL = 'src/share/lock/seal.ts'
const SEALED_LINK = 'src/share/lock/sealedLink.ts'

/** @type {import('./list.mjs').Mutant[]} */
export const lockMutants = [
  {
    name: 'lock-words-in-the-clear',
    removes:
      "the seal: the page's compressed array travels in the container as it is, with a blank tag",
    edits: [
      {
        file: SEAL,
        find: '  const sealed = new Uint8Array(await crypto.subtle.encrypt(aes, key, bufferOf(content)))\n',
        replace: '  const sealed = Uint8Array.from([...content, ...new Uint8Array(TAG_BYTES)])\n',
      },
    ],
    grep: 'holds no word of the page',
    project: 'unit',
    runner: 'unit',
    files: ['tests/unit/lockContainer.test.ts'],
  },
  {
    name: 'lock-checksum-skipped',
    removes: "the container's checksum: a link altered in transit reads as sealed, not as cut",
    edits: [
      {
        file: SEALED_LINK,
        find: '  if (crc32Of(bytes.subarray(0, end)) !== u32At(bytes, end)) return CUT\n',
        replace: '',
      },
    ],
    grep: 'a link cut or altered in transit',
    project: 'unit',
    runner: 'unit',
    files: ['tests/unit/lockContainer.test.ts'],
  },
]
