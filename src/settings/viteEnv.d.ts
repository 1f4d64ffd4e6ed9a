// The page maker's variables as the app sees them (see src/settings/env.ts and .env.example).
interface ImportMetaEnv {
  readonly VITE_RECIPIENT_NAME?: string
  readonly VITE_LOVE_LINE?: string
  readonly VITE_GIF_URL?: string
  readonly VITE_GIF_ALT?: string
  readonly VITE_GTM_ID?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_GIF_HOSTS?: string
  readonly VITE_AUDIO_HOSTS?: string
  readonly VITE_PHOTO_HOSTS?: string
  readonly VITE_MUSIC?: string
  readonly VITE_CREATE?: string
}
