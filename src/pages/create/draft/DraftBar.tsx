import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import type { CreateForm } from '../useCreateForm'

/**
 * The draft kept on this device, said in one line, with "Bắt đầu lại"; and, when something was
 * put aside (the form started again, a link opened over the draft, another tab's newer save),
 * one line saying so with the press that brings it back.
 */
export function DraftBar({ saved }: { saved: CreateForm['saved'] }) {
  const texts = useTexts(createTexts)
  const { notice } = saved
  const line =
    notice &&
    {
      restarted: texts.draftRestarted,
      fromLink: texts.draftFromLink,
      otherTab: texts.draftOtherTab,
    }[notice.kind]
  const undoLabel =
    notice &&
    {
      restarted: texts.draftUndo,
      fromLink: texts.draftBackToSaved,
      otherTab: texts.draftTakeOther,
    }[notice.kind]
  return (
    <div className="draft-bar">
      <p className="create-privacy draft-bar__kept">
        {texts.draftKept}{' '}
        <button type="button" className="link-button" onClick={() => void saved.restart()}>
          {texts.draftRestart}
        </button>
      </p>
      <p className="draft-bar__notice" role="status">
        {line && (
          <>
            {line}{' '}
            <button type="button" className="link-button" onClick={() => void saved.undo()}>
              {undoLabel}
            </button>
            {notice.kind === 'otherTab' && (
              <>
                {' '}
                <button type="button" className="link-button" onClick={saved.dismiss}>
                  {texts.draftKeepMine}
                </button>
              </>
            )}
          </>
        )}
      </p>
    </div>
  )
}
