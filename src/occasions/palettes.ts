/**
 * Each occasion's colours: the page's (CSS custom properties of src/app/styles.css, written into
 * the prerendered HTML by the build, so the first paint already wears them) and the hearts'
 * (the floating hearts and the burst, in the shader, the Canvas 2D fallback and the tests).
 * Raw colours never come from a link: a link names an occasion, this table gives its colours.
 * `none` is today's page, exactly. Pure data.
 */
import { HEART_PALETTE, type HeartColours } from '../particles/palette.js'
import type { Occasion } from './occasions.js'

/** The page's colour roles, each a CSS colour; the CSS custom property is the key's kebab-case. */
export type PageColours = {
  /** The page's background colour, under the two glows. */
  readonly background: string
  /** The glow at the bottom of the page. */
  readonly glow: string
  /** The glow at the top of the page, and the halo round the love line's glyphs. */
  readonly halo: string
  /** The plate behind the love line where an engine cannot paint the halo under the glyphs. */
  readonly plate: string
  /** The soft outer glow of the halo. */
  readonly haloGlow: string
  /** Body text on the background. */
  readonly text: string
  /** The love line, on its halo or plate. */
  readonly line: string
  /** Buttons: the top of their gradient, the heart mark, borders. */
  readonly accent: string
  /** Buttons: the bottom of their gradient; notices on white. */
  readonly accentDeep: string
  /** Text on a button. */
  readonly onAccent: string
  /** The keyboard focus ring. */
  readonly focus: string
}

export type OccasionPalette = {
  /** Whether the page is light or dark (CSS color-scheme). */
  readonly scheme: 'light' | 'dark'
  readonly page: PageColours
  readonly hearts: HeartColours
}

/** Today's colours: the page before occasions, and every v1 and v2 link's. */
const TODAY: OccasionPalette = {
  scheme: 'light',
  page: {
    background: '#ffe4ec',
    glow: '#ffd3e0',
    halo: '#fff7f9',
    plate: 'rgb(255 247 249 / 94%)',
    haloGlow: 'rgb(255 247 249 / 85%)',
    text: '#3f0d1c',
    line: '#b0102d',
    accent: '#e11d48',
    accentDeep: '#9f1239',
    onAccent: '#fff',
    focus: '#1d4ed8',
  },
  hearts: HEART_PALETTE,
}

/** 14/2: today's rose, deepened to crimson and wine, on a richer blush. */
const VALENTINE: OccasionPalette = {
  scheme: 'light',
  page: {
    background: '#fbd9e2',
    glow: '#f7c4d2',
    halo: '#fff5f7',
    plate: 'rgb(255 245 247 / 94%)',
    haloGlow: 'rgb(255 245 247 / 85%)',
    text: '#3a0815',
    line: '#9b0a2a',
    accent: '#c8102e',
    accentDeep: '#8a0c26',
    onAccent: '#ffffff',
    focus: '#1d4ed8',
  },
  hearts: ['#d0103a', '#a80d30', '#f0557e', '#7d1033', '#fff5f7', '#ffc757'],
}

/** 8/3: the day's violet, lilac and orchid, with a rose and a rare sprig of mimosa. */
const WOMENS_DAY: OccasionPalette = {
  scheme: 'light',
  page: {
    background: '#f1e6fb',
    glow: '#e6d4f7',
    halo: '#fbf7ff',
    plate: 'rgb(251 247 255 / 94%)',
    haloGlow: 'rgb(251 247 255 / 85%)',
    text: '#2a1240',
    line: '#6b21a8',
    accent: '#8b3fd1',
    accentDeep: '#5b1a8f',
    onAccent: '#ffffff',
    focus: '#1d4ed8',
  },
  hearts: ['#8e44d6', '#b565e8', '#d39cf5', '#f06aa8', '#fbf5ff', '#ffd23f'],
}

/** 20/10: coral and peach, warm as the roses and gerberas of the day. */
const VN_WOMENS_DAY: OccasionPalette = {
  scheme: 'light',
  page: {
    background: '#ffe9df',
    glow: '#ffd9c8',
    halo: '#fff8f4',
    plate: 'rgb(255 248 244 / 94%)',
    haloGlow: 'rgb(255 248 244 / 85%)',
    text: '#40160c',
    line: '#a8321c',
    accent: '#c03d26',
    accentDeep: '#932d18',
    onAccent: '#ffffff',
    focus: '#1d4ed8',
  },
  hearts: ['#f25c54', '#ff8a65', '#ff7fa0', '#e0457b', '#fff8f2', '#ffcf5c'],
}

/** Trung Thu: a moonlit night, its hearts the lanterns' amber and red and the moon's gold. */
const MID_AUTUMN: OccasionPalette = {
  scheme: 'dark',
  page: {
    background: '#141a3a',
    glow: '#202760',
    halo: '#0b1030',
    plate: 'rgb(11 16 48 / 90%)',
    haloGlow: 'rgb(11 16 48 / 85%)',
    text: '#f6efe0',
    line: '#ffd98a',
    accent: '#b4540a',
    accentDeep: '#8a3a06',
    onAccent: '#ffffff',
    focus: '#ffd166',
  },
  hearts: ['#ffc53d', '#ff9f1c', '#ff6b3d', '#ffe7a3', '#fff4d6', '#ff7aa2'],
}

/** Tết: lucky red on warm ivory, with apricot blossom, peach blossom and kumquat. */
const TET: OccasionPalette = {
  scheme: 'light',
  page: {
    background: '#fff0d6',
    glow: '#ffe0b0',
    halo: '#fffaf0',
    plate: 'rgb(255 250 240 / 94%)',
    haloGlow: 'rgb(255 250 240 / 85%)',
    text: '#4a0d0d',
    line: '#b3121b',
    accent: '#d0181f',
    accentDeep: '#991014',
    onAccent: '#ffffff',
    focus: '#1d4ed8',
  },
  hearts: ['#e0201f', '#f5a800', '#f4729a', '#ff8a1f', '#fffaf0', '#2e9e6a'],
}

/** A birthday: confetti of pink, sky blue, sunshine and mint on cream. */
const BIRTHDAY: OccasionPalette = {
  scheme: 'light',
  page: {
    background: '#fffaf0',
    glow: '#fdeef4',
    halo: '#ffffff',
    plate: 'rgb(255 255 255 / 94%)',
    haloGlow: 'rgb(255 255 255 / 85%)',
    text: '#2b2440',
    line: '#b01f6e',
    accent: '#cc2d64',
    accentDeep: '#a61e54',
    onAccent: '#ffffff',
    focus: '#1d4ed8',
  },
  hearts: ['#ff6fa8', '#4db3ff', '#fdb813', '#3fd4a4', '#ffffff', '#b78cff'],
}

/** An anniversary: champagne and old gold with dusty rose. */
const ANNIVERSARY: OccasionPalette = {
  scheme: 'light',
  page: {
    background: '#f8ede3',
    glow: '#f1dfcf',
    halo: '#fffaf5',
    plate: 'rgb(255 250 245 / 94%)',
    haloGlow: 'rgb(255 250 245 / 85%)',
    text: '#3a2320',
    line: '#8e3b46',
    accent: '#a8485e',
    accentDeep: '#7a2e40',
    onAccent: '#ffffff',
    focus: '#1d4ed8',
  },
  hearts: ['#d45d79', '#d4a24c', '#e89aab', '#a83a56', '#fffaf2', '#f3c98b'],
}

export const OCCASION_PALETTES: Readonly<Record<Occasion, OccasionPalette>> = {
  none: TODAY,
  valentine: VALENTINE,
  'womens-day': WOMENS_DAY,
  'vn-womens-day': VN_WOMENS_DAY,
  'mid-autumn': MID_AUTUMN,
  tet: TET,
  birthday: BIRTHDAY,
  anniversary: ANNIVERSARY,
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * A palette as the CSS custom properties src/app/styles.css reads: each page colour (the key in
 * kebab-case: [`--accent-deep`, '#9f1239']), then the hearts' (`--heart-0` to `--heart-5`).
 */
export function paletteProperties(palette: OccasionPalette): [string, string][] {
  const page = Object.entries(palette.page).map(([key, value]): [string, string] => [
    `--${kebab(key)}`,
    value,
  ])
  const hearts = palette.hearts.map((colour, k): [string, string] => [`--heart-${k}`, colour])
  return [...page, ...hearts]
}
