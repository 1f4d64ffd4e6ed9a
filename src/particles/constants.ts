/**
 * Every constant of the simulation, in one place.
 *
 * World units: CSS pixels on the z = 0 plane, origin at the viewport centre, +y up, +z toward
 * the viewer. Time: seconds. Angles: radians. The spec gives burst speeds "per frame"; a frame
 * there is 1/60 s, so velocities below are converted with SPEC_FRAME_S.
 */

/** The spec's frame: its per-frame speeds are pixels per 1/60 s. */
export const SPEC_FRAME_S = 1 / 60

/** Largest step the simulation takes, so a tab back from the background cannot jump ahead. */
export const MAX_DT_S = 0.1

// Floating hearts (spec §4, §9).
export const HEART_SPAWN_INTERVAL_S = 0.3
export const HEART_LIFE_S = 4
export const HEART_LEFT_MIN_VW = 0
export const HEART_LEFT_MAX_VW = 100
export const HEART_SIZE_MIN_PX = 10
export const HEART_SIZE_MAX_PX = 30
/** Hearts alive at once never exceed ceil(life / interval) = 14; two slots to spare. */
export const HEART_CAPACITY = Math.ceil(HEART_LIFE_S / HEART_SPAWN_INTERVAL_S) + 2
/** Side-to-side drift while rising (design choice; the spec shows none). */
export const HEART_SWAY_PX = 14
export const HEART_SWAY_CYCLES = 1.5
/** Largest lean while swaying, rad. */
export const HEART_TILT_RAD = 0.22
/** Share of the life spent fading in, and fading out at the end. */
export const HEART_FADE_IN = 0.12
export const HEART_FADE_OUT = 0.2
/**
 * The pool clock never reaches this many seconds: there it moves back by half of it (see
 * `stepHearts`). Births and the shader's clock are Float32, which at a day of uptime (~1e5 s)
 * only resolves 1/128 s and the hearts judder; below 64 s it resolves 8e-6 s. A power of two,
 * so subtracting half of it is exact in binary floating point.
 */
export const HEART_CLOCK_LIMIT_S = 64

// Burst (spec §9).
export const BURST_PARTICLE_COUNT = 300
export const BURST_DEPTH_VEL_MIN = -2
export const BURST_DEPTH_VEL_MAX = 2
/** Speed is r * r with r uniform in [min, max): slow particles are far more common. */
export const BURST_SPEED_ROOT_MIN = 0.1
export const BURST_SPEED_ROOT_MAX = 2.1
export const BURST_WIDTH_MIN_PX = 2
export const BURST_WIDTH_MAX_PX = 25
export const BURST_HEIGHT_MIN_PX = 2
export const BURST_HEIGHT_MAX_PX = 15

// Burst motion (design choices on top of the spec's initial velocities).
/** Exponential drag per second: the burst pops, then slows. */
export const BURST_DRAG_PER_S = 0.55
/** Light gravity, px/s^2, so spent particles drift down and leave the screen. */
export const BURST_GRAVITY_PX_S2 = 110
/** Depth velocity is in spec units (px per frame); this makes the perspective readable. */
export const BURST_DEPTH_GAIN = 1.5
/**
 * A heart flying toward the viewer stops at this share of the camera distance, so on a short
 * (landscape) screen it never reaches or passes the camera.
 */
export const BURST_NEAREST_SHARE = 0.5
/** Spin about the view axis, rad/s, uniform in [-max, max). */
export const BURST_SPIN_MAX_RAD_S = 6
/**
 * A paper heart's tumble about its own vertical axis: its phase is
 * rotation * BURST_TUMBLE_PHASE_PER_RAD + spin * BURST_TUMBLE_SPIN_RATIO * age, and the cos of
 * that scales its width (a different rate from the spin, so the two never look locked).
 */
export const BURST_TUMBLE_PHASE_PER_RAD = 3
export const BURST_TUMBLE_SPIN_RATIO = 1.3
/** Share of its width a heart keeps when seen edge-on, so it never vanishes into a line. */
export const BURST_MIN_FLIP = 0.1
/** Brightness of a heart's back (when its tumble has turned it over). WebGL only. */
export const BURST_BACK_SHADE = 0.8
/**
 * Depth dimming, WebGL only: brightness is 1 + z / BURST_DIM_DEPTH_PX, between
 * BURST_FAR_SHADE_MIN and 1 (hearts flying away darken a little; those coming closer do not).
 */
export const BURST_DIM_DEPTH_PX = 800
export const BURST_FAR_SHADE_MIN = 0.8
/** How far past the bottom edge a particle must be before it counts as gone, in px. */
export const BURST_EXIT_MARGIN_PX = BURST_WIDTH_MAX_PX * 2

/** Vertical field of view of the camera that maps z = 0 to CSS pixels 1:1. */
export const CAMERA_FOV_DEG = 50

// Calm mode, for visitors who ask for reduced motion: nothing flies, things fade in place.
/** How long a calm burst stays, fading out over its second half, s. */
export const CALM_BURST_LIFE_S = 1.6
/** A calm burst's particles sit this many px from the origin per unit of `speedSq`. */
export const CALM_BURST_SPREAD_PX = 14
/** Calm hearts sit within this share of the viewport height, centred. */
export const CALM_HEART_BAND = 0.8
