import { useEffect, useRef, type FormEvent } from 'react'
// First, so the components' own sheets come after it, as they did after the app's sheet.
import '../early/textInput.css'
import './create/createPage.css'
import { appSettings } from '../settings/appSettings'
import { mainLink } from '../share/links'
import { LINE_MAX_CHARS, NAME_MAX_CHARS } from '../share/rules'
import { createTexts } from '../texts/createTexts'
import { useLanguage } from '../texts/language'
import { siteTexts } from '../texts/siteTexts'
import { CreateActions } from './create/result/CreateActions'
import { CreateHowTo } from './create/CreateHowTo'
import { CreatePreview } from './create/preview/CreatePreview'
import { DraftBar } from './create/draft/DraftBar'
import { EditLinkField } from './create/draft/EditLinkField'
import { GifPicker } from './create/pageFields/GifPicker'
import { LanguageSwitch } from './create/pageFields/LanguageSwitch'
import { LockFields } from './create/lock/LockFields'
import { OccasionPicker } from './create/pageFields/OccasionPicker'
import { OpeningFields } from './create/opening/OpeningFields'
import { PhotoField } from './create/photo/PhotoField'
import { PreviewDialog } from './create/preview/PreviewDialog'
import { PageLanguageField } from './create/pageFields/PageLanguageField'
import { QuestionFields } from './create/question/QuestionFields'
import { SongPicker } from './create/song/SongPicker'
import { StorySteps } from './create/steps/StorySteps'
import { ShareResult } from './create/result/ShareResult'
import { TextField } from './create/fields/TextField'
import { VoiceField } from './create/pageFields/VoiceField'
import { submitForm } from './create/result/submitForm'
import { LINK_REFUSAL_ID, useCreateForm } from './create/useCreateForm'
import { usePreviewOpen } from './create/preview/usePreviewOpen'
import { takeEarlySubmit } from '../early/earlyPress'
import { useEarlyPressReplay } from './press/useEarlyPressReplay'

/**
 * /create (and /en/create, in the route's language): a name, a line and a GIF, and perhaps a
 * story's steps before them, become a link to send, with no code, in the language and for the
 * occasion picked. A lazy chunk of its own (with
 * the QR library): the love pages never load it.
 */
export function CreatePage() {
  const language = useLanguage()
  const texts = createTexts[language]
  const form = useCreateForm(appSettings.gifHosts, appSettings.audioHosts, appSettings.photoHosts)
  const { draft, fieldProps, place } = form
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.submit()
  }
  const formRef = useRef<HTMLFormElement>(null)
  const preview = usePreviewOpen()
  // A button pressed before the page was live ("+ Thêm …", "Xem thử") is pressed once it is.
  useEarlyPressReplay()
  // The form sent before the page was live (earlyPress.ts kept it): sent again once React has
  // taken in what was typed meanwhile, whose change events it replays as it hydrates, before
  // the next task. (Not cleared on unmount: a form gone by then has nothing to send.)
  useEffect(() => {
    if (!takeEarlySubmit()) return
    setTimeout(() => {
      if (formRef.current) submitForm(formRef.current)
    })
  }, [])

  return (
    <main className="create" lang={language}>
      <LanguageSwitch />
      <header className="create__head">
        <h1 className="create__title">{siteTexts[language].createTitle}</h1>
        <p className="create__lead">{texts.lead}</p>
        <CreateHowTo texts={texts} />
      </header>
      <div className="create__grid">
        <div className="create__column">
          <DraftBar saved={form.saved} />
          <form ref={formRef} className="create-form" noValidate onSubmit={submit}>
            <TextField
              {...fieldProps('recipientName')}
              id="create-name"
              label={texts.nameLabel}
              maxChars={NAME_MAX_CHARS}
              placeholder={texts.namePlaceholder}
            />
            <TextField
              {...fieldProps('senderName')}
              id="create-sender"
              label={texts.senderLabel}
              maxChars={NAME_MAX_CHARS}
              placeholder={texts.senderPlaceholder}
            />
            {place.language === 'vi' && (
              <VoiceField value={draft.voice ?? ''} onPick={form.pickVoice} />
            )}
            <OccasionPicker value={place.occasion} onPick={form.pickOccasion} />
            <TextField
              {...fieldProps('loveLine')}
              id="create-line"
              label={texts.lineLabel}
              maxChars={LINE_MAX_CHARS}
              placeholder={texts.linePlaceholder}
              isMultiline
            />
            <GifPicker {...fieldProps('gifUrl')} hosts={appSettings.gifHosts} />
            <PhotoField
              choice={fieldProps('photoChoice')}
              data={fieldProps('photoData')}
              url={{ ...fieldProps('photoUrl'), check: form.photo.addressCheck }}
              place={fieldProps('photoPlace')}
              roomChars={form.photo.roomChars}
              photoHosts={appSettings.photoHosts}
            />
            <SongPicker
              choice={draft.songChoice ?? ''}
              onChoice={fieldProps('songChoice').onChange}
              link={{ ...fieldProps('songUrl'), file: form.songFile }}
              audioHosts={appSettings.audioHosts}
            />
            <QuestionFields form={form} />
            <PageLanguageField value={place.language} onPick={form.pickLanguage} />
            <OpeningFields form={form} />
            <StorySteps story={form.story} />
            <p className="create-privacy">{texts.privacy}</p>
            <LockFields form={form} />
            <p className="create-status" role="status">
              {form.sealed.isSealing ? texts.lockSealing : ''}
            </p>
            {form.refusal && (
              <p id={LINK_REFUSAL_ID} className="create-error" role="alert" tabIndex={-1}>
                {form.refusal}
              </p>
            )}
            <CreateActions
              isValid={form.isValid}
              onPreviewOpen={preview.open}
              previewOpenerRef={preview.openerRef}
            />
          </form>
          {preview.isOpen && (
            <PreviewDialog
              draft={draft}
              hosts={appSettings.gifHosts}
              photoHosts={appSettings.photoHosts}
              place={place}
              onClose={preview.close}
            />
          )}
          {form.links && (
            <ShareResult
              key={form.sealed.link ?? mainLink(form.links)}
              links={form.links}
              pageLanguage={place.language}
              occasion={place.occasion}
              sealed={form.sealed.link}
              lockQuestion={draft.lockQuestion}
            />
          )}
          <EditLinkField onOpen={form.saved.openAddress} />
        </div>
        <CreatePreview
          draft={draft}
          hosts={appSettings.gifHosts}
          photoHosts={appSettings.photoHosts}
          place={place}
        />
      </div>
    </main>
  )
}
