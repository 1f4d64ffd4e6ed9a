import { shaderMaterial } from '@react-three/drei'
import { extend, type ThreeElement } from '@react-three/fiber'
import { InstancedBufferAttribute, InstancedMesh, PlaneGeometry, Vector2 } from 'three'
import {
  BURST_ASPECT_MAX,
  BURST_ASPECT_MIN,
  BURST_BACK_LIGHT,
  BURST_DEPTH_SPEED_PX_S,
  BURST_DRAG_PER_S,
  BURST_GRAVITY_PX_S2,
  BURST_MIN_FLIP,
  BURST_NEAREST_SHARE,
  BURST_SPEED_PX_S,
  BURST_TUMBLE_PHASE_PER_RAD,
  BURST_TUMBLE_SNAP,
  BURST_TUMBLE_SPIN_RATIO,
  CALM_BURST_LIFE_S,
  CALM_BURST_SPREAD_PX,
  CALM_HEART_BAND,
  HEART_FADE_IN,
  HEART_FADE_OUT,
  HEART_LIFE_S,
  HEART_SWAY_CYCLES,
  HEART_SWAY_PX,
  HEART_TILT_RAD,
} from '../particles/constants'
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
    uLife: HEART_LIFE_S,
    uSwayPx: HEART_SWAY_PX,
    uSwayCycles: HEART_SWAY_CYCLES,
    uTiltRad: HEART_TILT_RAD,
    uFadeIn: HEART_FADE_IN,
    uFadeOut: HEART_FADE_OUT,
    uCalm: 0,
    uCalmBand: CALM_HEART_BAND,
  },
  heartVert,
  heartFrag,
)

export const BurstHeartMaterial = shaderMaterial(
  {
    uAge: 0,
    uOrigin: new Vector2(0, 0),
    uDrag: BURST_DRAG_PER_S,
    uGravity: BURST_GRAVITY_PX_S2,
    uSpeedPx: BURST_SPEED_PX_S,
    uDepthPx: BURST_DEPTH_SPEED_PX_S,
    uNearest: BURST_NEAREST_SHARE,
    uTumblePhase: BURST_TUMBLE_PHASE_PER_RAD,
    uTumbleRate: BURST_TUMBLE_SPIN_RATIO,
    uTumbleSnap: BURST_TUMBLE_SNAP,
    uMinFlip: BURST_MIN_FLIP,
    uAspectMin: BURST_ASPECT_MIN,
    uAspectMax: BURST_ASPECT_MAX,
    uBackLight: BURST_BACK_LIGHT,
    uCalm: 0,
    uCalmLife: CALM_BURST_LIFE_S,
    uCalmSpread: CALM_BURST_SPREAD_PX,
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
