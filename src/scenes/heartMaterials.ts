import { shaderMaterial } from '@react-three/drei'
import { extend, type ThreeElement } from '@react-three/fiber'
import { InstancedBufferAttribute, InstancedMesh, PlaneGeometry, Vector2 } from 'three'
import * as constants from '../particles/constants'
import burstVert from '../shaders/burst.vert.glsl?raw'
import heartFrag from '../shaders/heart.frag.glsl?raw'
import heartVert from '../shaders/heart.vert.glsl?raw'

// Uniform defaults come from the same constants the tested TypeScript uses, so the shaders keep
// no copy of a number that could drift from src/particles. The palette's defines come with each
// material's props (heartMaterial in HeartInstances.tsx), from the page's colours.

export const FloatingHeartMaterial = shaderMaterial(
  {
    uTime: 0,
    uViewport: new Vector2(1, 1),
    uLife: constants.HEART_LIFE_S,
    uSwayPx: constants.HEART_SWAY_PX,
    uSwayCycles: constants.HEART_SWAY_CYCLES,
    uTiltRad: constants.HEART_TILT_RAD,
    uFadeIn: constants.HEART_FADE_IN,
    uFadeOut: constants.HEART_FADE_OUT,
    uCalm: 0,
    uCalmBand: constants.CALM_HEART_BAND,
  },
  heartVert,
  heartFrag,
)

export const BurstHeartMaterial = shaderMaterial(
  {
    uAge: 0,
    uOrigin: new Vector2(0, 0),
    uDrag: constants.BURST_DRAG_PER_S,
    uGravity: constants.BURST_GRAVITY_PX_S2,
    uSpeedPx: constants.BURST_SPEED_PX_S,
    uDepthPx: constants.BURST_DEPTH_SPEED_PX_S,
    uNearest: constants.BURST_NEAREST_SHARE,
    uTumblePhase: constants.BURST_TUMBLE_PHASE_PER_RAD,
    uTumbleRate: constants.BURST_TUMBLE_SPIN_RATIO,
    uTumbleSnap: constants.BURST_TUMBLE_SNAP,
    uMinFlip: constants.BURST_MIN_FLIP,
    uAspectMin: constants.BURST_ASPECT_MIN,
    uAspectMax: constants.BURST_ASPECT_MAX,
    uBackLight: constants.BURST_BACK_LIGHT,
    uCalm: 0,
    uCalmLife: constants.CALM_BURST_LIFE_S,
    uCalmSpread: constants.CALM_BURST_SPREAD_PX,
  },
  burstVert,
  heartFrag,
)

export type FloatingHeartMaterialImpl = InstanceType<typeof FloatingHeartMaterial>
export type BurstHeartMaterialImpl = InstanceType<typeof BurstHeartMaterial>

// Only these classes are registered with R3F (not all of three via <Canvas>), which keeps the
// scene chunk small.
extend({
  InstancedMesh,
  PlaneGeometry,
  InstancedBufferAttribute,
  FloatingHeartMaterial,
  BurstHeartMaterial,
})

declare module '@react-three/fiber' {
  interface ThreeElements {
    floatingHeartMaterial: ThreeElement<typeof FloatingHeartMaterial>
    burstHeartMaterial: ThreeElement<typeof BurstHeartMaterial>
  }
}
