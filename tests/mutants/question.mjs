// The question page's mutants (issue 21), listed in list.mjs: each removes one behaviour of the
// page, its answers or /create's question fields, and names the browser tests that must notice.
// Run them alone with `npm run test:mutants -- question-`.

const ASK = 'src/pages/question/QuestionAsk.tsx'
const DODGE = 'src/pages/question/useDodge.ts'
const REPLY = 'src/pages/question/ReplyActions.tsx'

/** @type {import('./list.mjs').Mutant[]} */
export const questionMutants = [
  {
    name: 'question-no-never-dodges',
    removes: 'Không never runs from a press',
    edits: [
      {
        file: DODGE,
        find: '    if (!next) return false\n',
        replace: '    if (next) return false\n',
      },
    ],
    grep: 'Không runs from a press',
    project: 'phone',
  },
  {
    name: 'question-no-never-stays-put',
    removes: 'Không runs from every press, so a pointer can never decline',
    edits: [
      {
        file: DODGE,
        find: 'const canDodge = !isCalm && dodges < MAX_DODGES',
        replace: 'const canDodge = !isCalm && dodges < MAX_DODGES + 9',
      },
    ],
    grep: 'Không runs from a press',
    project: 'phone',
  },
  {
    name: 'question-dodges-under-keyboard-focus',
    removes: 'Không runs from a press even while it has keyboard focus',
    edits: [
      {
        file: DODGE,
        find: 'if (!canDodge || !button || !target || hasKeyboardFocus(button)) return false',
        replace: 'if (!canDodge || !button || !target) return false',
      },
    ],
    grep: 'from the keyboard Không never moves',
    project: 'phone',
  },
  {
    name: 'question-keyboard-cannot-decline',
    removes: 'Enter on Không does nothing until it has run away a few times',
    edits: [
      {
        file: DODGE,
        find: 'if (event.detail > 0 && hasPressDodged.current) {',
        replace: 'if (event.detail === 0 || hasPressDodged.current) {',
      },
    ],
    grep: 'from the keyboard Không never moves|a decline can be sent too',
    project: 'desktop',
  },
  {
    name: 'question-dodges-under-reduced-motion',
    removes: 'Không runs away under reduced motion too',
    edits: [
      {
        file: DODGE,
        find: 'const canDodge = !isCalm && dodges < MAX_DODGES',
        replace: 'const canDodge = dodges < MAX_DODGES',
      },
    ],
    grep: 'under reduced motion',
    project: 'phone',
  },
  {
    name: 'question-yes-does-not-grow',
    removes: 'Đồng ý keeps its size while Không runs',
    edits: [
      {
        file: ASK,
        find: "answer-yes${dodges ? ` answer-yes--grow-${dodges}` : ''}",
        replace: 'answer-yes',
      },
    ],
    grep: 'Không runs from a press',
    project: 'desktop',
  },
  {
    name: 'question-no-live-region',
    removes: 'screen readers hear nothing of what Không does or of the answer',
    edits: [{ file: ASK, find: '        {announcement}\n', replace: "        {''}\n" }],
    grep: 'Không runs from a press',
    project: 'phone',
  },
  {
    name: 'question-yes-no-burst',
    removes: 'Đồng ý shows the love line but fires no burst',
    edits: [
      {
        file: ASK,
        find: '      sendPress(channel, { x: box.x + box.width / 2, y: box.y + box.height / 2, hasPoint: true })\n',
        replace: '      void sendPress\n',
      },
    ],
    grep: 'Đồng ý bursts from the button',
    project: 'phone',
  },
  {
    name: 'question-yes-burst-at-centre',
    removes: "Đồng ý's burst starts at the screen's centre, not from the button",
    edits: [
      {
        file: ASK,
        find: 'y: box.y + box.height / 2, hasPoint: true })',
        replace: 'y: box.y + box.height / 2, hasPoint: false })',
      },
    ],
    grep: 'Đồng ý bursts from the button',
    project: 'phone',
  },
  {
    name: 'question-decline-bursts',
    removes: 'a decline sets off hearts as if it were a yes',
    edits: [
      {
        file: ASK,
        find: '    setGivenHere(value)\n',
        replace:
          '    setGivenHere(value)\n    sendPress(channel, { x: 0, y: 0, hasPoint: false })\n',
      },
    ],
    grep: 'Không runs from a press',
    project: 'phone',
  },
  {
    name: 'question-data-layer-tells-answer',
    removes: 'the data layer learns which answer was given',
    edits: [
      {
        file: ASK,
        find: "    if (!isRehearsal) pushEvent('question_answered')",
        replace: '    if (!isRehearsal) pushEvent(`question_answered_${value}`)',
      },
    ],
    grep: 'opened in a fresh browser',
    project: 'phone',
  },
  {
    name: 'question-reply-sms-one-syntax',
    removes: "iOS gets Android's sms: syntax, and its Messages app drops the text",
    edits: [
      {
        file: 'src/share/reply.ts',
        find: "${isIosDevice ? '&' : '?'}body=",
        replace: '?body=',
      },
    ],
    grep: 'each contact becomes exactly its link',
    project: 'phone',
  },
  {
    name: 'question-reply-without-site',
    removes: "the reply says what was answered but not the site's address",
    edits: [
      {
        file: 'src/share/reply.ts',
        find: '\\n${texts.replyQuestion}: “${question}”\\n${site}`',
        replace: '\\n${texts.replyQuestion}: “${question}”`',
      },
    ],
    grep: 'opened in a fresh browser|each contact becomes',
    project: 'phone',
  },
  // ---- An answer no browser can lose (issue 51) ----
  {
    name: 'question-reply-carries-whole-link',
    removes: 'the reply carries the whole link, fragment and all (up to 8,000 characters)',
    edits: [
      {
        file: REPLY,
        find: 'siteAddress(window.location.origin, import.meta.env.BASE_URL)',
        replace: 'window.location.href',
      },
    ],
    grep: 'opened in a fresh browser',
    project: 'phone',
  },
  {
    name: 'question-reply-site-without-base',
    removes: "a sub-path build's reply names its origin without the sub-path",
    edits: [
      {
        file: REPLY,
        find: 'siteAddress(window.location.origin, import.meta.env.BASE_URL)',
        replace: "siteAddress(window.location.origin, '/')",
      },
    ],
    grep: 'replies name it',
    project: 'phone',
  },
  {
    name: 'question-reply-no-zalo',
    removes: 'a phone contact gets its SMS only, never Zalo',
    edits: [
      {
        file: 'src/share/reply.ts',
        find: "      { kind: 'zalo', href: `https://zalo.me/${value.replace(/^\\+/, '')}` },\n",
        replace: '',
      },
    ],
    grep: 'opened in a fresh browser|each contact becomes|Messenger and Zalo open',
    project: 'phone',
  },
  {
    name: 'question-reply-copy-without-fallback',
    removes: 'where the Clipboard API refuses, nothing copies: no selected field, no execCommand',
    edits: [
      {
        file: 'src/ui/copyText.ts',
        find: "    isCopied = document.execCommand('copy')\n",
        replace: '',
      },
    ],
    grep: 'in an in-app browser',
    project: 'phone',
  },
  {
    name: 'question-reply-chat-copies-after-the-tap',
    removes:
      "a chat link copies only once the Clipboard API has refused, after the chat's tab took the tap",
    edits: [
      {
        file: REPLY,
        find: 'onClick: () => copy(chat.copied, chat.app, true)',
        replace: 'onClick: () => copy(chat.copied, chat.app)',
      },
    ],
    grep: 'Messenger and Zalo open their chat',
    project: 'phone',
  },
  {
    name: 'question-reply-no-copy-by-hand',
    removes: 'where no copy works, the words are not offered to copy by hand',
    edits: [
      {
        file: REPLY,
        find: '{ app, tap: (last?.tap ?? 0) + 1 }',
        replace: 'undefined',
      },
    ],
    grep: 'in an in-app browser',
    project: 'phone',
  },
  {
    name: 'question-reply-says-copied-anyway',
    removes: 'the status says the answer is copied when nothing was',
    edits: [
      {
        file: REPLY,
        find: 'setStatus(isCopied ? copied : texts.replyCopyFailed)',
        replace: 'setStatus(copied)',
      },
    ],
    grep: 'in an in-app browser',
    project: 'phone',
  },
  {
    name: 'question-link-accepts-bad-contact',
    removes: 'an opened link is not checked for a contact that breaks its rule',
    edits: [
      {
        file: 'src/share/rules.ts',
        find: '  if (contact) errors.contact = contact\n',
        replace: '',
      },
    ],
    grep: 'a forged link with a javascript: contact',
    project: 'phone',
  },
  {
    name: 'question-create-accepts-bad-contact',
    removes: '/create takes any contact, whatever its rule says',
    edits: [
      {
        file: 'src/pages/create/draft/draft.ts',
        find: '      contactError(kind, draft[kind], rules) ??',
        replace: '      undefined ??',
      },
    ],
    grep: '/create refuses it in Vietnamese',
    project: 'phone',
  },
  {
    name: 'question-create-drops-question',
    removes: '/create makes a love link that forgets the question',
    edits: [
      {
        file: 'src/pages/create/draft/draft.ts',
        find: '    : { recipientName, loveLine, gifUrl, question }\n',
        replace: '    : { recipientName, loveLine, gifUrl }\n',
      },
      {
        file: 'src/pages/create/draft/draft.ts',
        find: '    ? { recipientName, loveLine, gifUrl, question, contact }\n',
        replace: '    ? { recipientName, loveLine, gifUrl }\n',
      },
    ],
    grep: 'opened in a fresh browser',
    project: 'phone',
  },
  // ---- Before the page is live (issue 31): the answers wait, a press on them is kept ----
  {
    name: 'question-early-press-dropped',
    removes: 'a press on an answer before the page is live is never answered',
    edits: [
      {
        file: ASK,
        find: '    const kept = takeEarlyPress()\n',
        replace: '    const kept = null\n',
      },
    ],
    grep: 'question page before it is live',
    project: 'phone',
  },
  {
    name: 'question-answers-not-kept-before-live',
    removes: 'the prerendered answers carry no data-early-press: the early script never hears them',
    edits: [
      { file: ASK, find: '            data-early-press="click"\n', replace: '' },
      { file: ASK, find: '            data-early-press="pointerdown"\n', replace: '' },
    ],
    grep: 'question page before it is live',
    project: 'phone',
  },
  {
    name: 'question-kept-no-declines',
    removes: 'a press on Không kept from before the page was live declines',
    edits: [
      {
        file: ASK,
        find: '    else if (kept?.target === NO_ID) dodge.dodge()\n',
        replace: "    else if (kept?.target === NO_ID) give('no')\n",
      },
    ],
    grep: 'first dodge once live',
    project: 'phone',
  },
  {
    name: 'question-answers-never-wait',
    removes: 'the answers look and say they are ready before the question is on screen',
    edits: [
      {
        file: ASK,
        find: "  const isWaiting = question === ''\n",
        replace: '  const isWaiting = false\n',
      },
    ],
    grep: 'question page before it is live|come alive with the question',
    project: 'phone',
  },
  {
    name: 'question-waiting-not-muted',
    removes: 'the waiting answers look like live ones (aria-disabled alone)',
    edits: [
      {
        file: 'src/app/styles.css',
        find: '.answers--waiting > button,\n.create-waiting {\n',
        replace: '.create-waiting {\n',
      },
    ],
    grep: 'come alive with the question',
    project: 'phone',
  },
  {
    name: 'question-kept-press-not-shown',
    removes: 'a press kept on a waiting answer shows nothing until the page is live',
    edits: [
      {
        file: 'src/early/earlyPress.ts',
        find: '  document.documentElement.setAttribute(KEPT_ATTRIBUTE, press.target)\n',
        replace: '',
      },
    ],
    grep: 'a press on Đồng ý is kept',
    project: 'phone',
  },
]
