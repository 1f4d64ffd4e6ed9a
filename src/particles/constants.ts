/**
 * Every constant of the simulation, in one place.
 *
 * World units: CSS pixels on the z = 0 plane, origin at the viewport centre, +y up, +z toward
 * the viewer. Time: seconds. Angles: radians. The spec gives a burst's speed and depth velocity
 * with no unit; BURST_SPEED_PX_S and BURST_DEPTH_SPEED_PX_S give them one.
 */

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
/**
 * Start speed, px/s, of a particle whose `speed` (the spec's speed, r^2 with r in 0.1..2.1) is
 * 1. Chosen with BURST_DRAG_PER_S so that on a 390 x 844 phone the burst fills the screen: the
 * median particle (r = 1.1) is over a quarter of the short side from the press at 450 ms, and the
 * fastest (r = 2.1, 1940 px/s) cross the side edges within 0.2 s. The r^2 shape stays: a dense
 * core with a fast halo.
 */
export const BURST_SPEED_PX_S = 440
/**
 * Strong linear drag, per second (canvas-confetti's 0.9 per frame is about 6.3): the burst pops,
 * then hangs. A unit velocity covers at most 1 / k = 1/3 s worth of its start speed.
 */
export const BURST_DRAG_PER_S = 3
/** Gravity, px/s^2: spent hearts drift down at g / k = 250 px/s and leave the screen. */
export const BURST_GRAVITY_PX_S2 = 750
/**
 * Start speed toward (+) or away from (-) the viewer, px/s, per unit of the spec's depth
 * velocity (-2..2): at most 200 px deep, enough to read as depth without shrinking hearts far
 * away into dots.
 */
export const BURST_DEPTH_SPEED_PX_S = 300
/**
 * A heart flying toward the viewer stops at this share of the camera distance, so on a short
 * (landscape) screen it never reaches or passes the camera.
 */
export const BURST_NEAREST_SHARE = 0.5
/** Spin about the view axis, rad/s, uniform in [-max, max). */
export const BURST_SPIN_MAX_RAD_S = 6
/**
 * A paper heart's tumble about its own vertical axis: its phase is
 * rotation * BURST_TUMBLE_PHASE_PER_RAD + spin * BURST_TUMBLE_SPIN_RATIO * age (a different rate
 * from the spin, so the two never look locked); the cos of that phase (the flip) says which side
 * faces the viewer.
 */
export const BURST_TUMBLE_PHASE_PER_RAD = 3
export const BURST_TUMBLE_SPIN_RATIO = 1.3
/**
 * The share of its width a tumbling heart shows is |flip| ^ BURST_TUMBLE_SNAP: below 1, the
 * heart stays broad most of the turn and snaps through edge-on (at 0.25 it shows less than half
 * its width for 4% of a turn, where a plain |cos| would for a third).
 */
export const BURST_TUMBLE_SNAP = 0.25
/** Share of its width a heart keeps when seen edge-on, so it never vanishes into a line. */
export const BURST_MIN_FLIP = 0.1
/**
 * The drawn heart's width / height stays within these, whatever the spec's width and height
 * draws: the smaller side grows to fit (a 25 x 2 draw is drawn 25 x 15). Never narrower than
 * tall, since the tumble narrows it further; at most 25 / 15 wide, so a drawn heart stays within
 * the spec's 25 x 15 px box.
 */
export const BURST_ASPECT_MIN = 1
export const BURST_ASPECT_MAX = 5 / 3
/** A heart's back (its tumble turned it over) is its colour mixed this much toward white. */
export const BURST_BACK_LIGHT = 0.35
/** How far past the bottom edge a particle must be before it counts as gone, in px. */
export const BURST_EXIT_MARGIN_PX = BURST_WIDTH_MAX_PX * 2

/**
 * The most device pixels per CSS pixel the hearts are drawn at: a DPR 3 phone renders at 2, where
 * the SDF edges already look sharp, for 44% of the fill cost.
 */
export const MAX_DPR = 2

/** Vertical field of view of the camera that maps z = 0 to CSS pixels 1:1. */
export const CAMERA_FOV_DEG = 50
/** The same field of view in radians, as the projection maths takes it. */
export const CAMERA_FOV_RAD = (CAMERA_FOV_DEG * Math.PI) / 180

// Calm mode, for visitors who ask for reduced motion: nothing flies, things fade in place.
/** How long a calm burst stays, fading out over its second half, s. */
export const CALM_BURST_LIFE_S = 1.6
/** A calm burst's particles sit this many px from the origin per unit of `speed`. */
export const CALM_BURST_SPREAD_PX = 14
/** Calm hearts sit within this share of the viewport height, centred. */
export const CALM_HEART_BAND = 0.8
