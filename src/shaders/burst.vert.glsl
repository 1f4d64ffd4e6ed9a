// Burst particles: fly out, slow down, fall, spin and tumble, from per-instance start values
// and the burst's age. Mirrors writeBurstPose in src/particles/burstMotion.ts; change both
// together.
//
// Inputs (units):
//   position     three's unit quad corner, -0.5..0.5
//   uv           three's quad uv, 0..1
//   aAngle       rad: direction of flight
//   aSpeedSq     px per spec frame: start speed (the square of the random root)
//   aDepthVel    px per spec frame: start speed toward (+) or away from (-) the viewer
//   aWidth       CSS px
//   aHeight      CSS px
//   aRotation    rad: start rotation about the view axis
//   aSpin        rad/s: spin about the view axis
//   aTint        0..1: colour pick
//   uAge         s: time since the burst
//   uOrigin      world px: where the burst started
//   uDrag        1/s: linear drag
//   uGravity     px/s^2
//   uDepthGain   depth velocity multiplier
//   uFrameS      s: the spec's frame (1/60)
//   uNearest     share of the camera distance a heart may come toward the viewer
//   uTumblePhase tumble phase per rad of start rotation
//   uTumbleRate  tumble speed as a share of the spin
//   uMinFlip     share of its width a heart keeps edge-on
//   uBackShade   brightness of a heart's back
//   uDimDepth    px: depth over which a receding heart dims
//   uFarShade    least brightness of a receding heart
//   uCalm        1 for reduced motion (a bloom that fades in place, see calmMotion.ts), else 0
//   uCalmLife    s: how long a calm burst stays
//   uCalmSpread  px per unit of aSpeedSq: how far from the origin a calm particle sits
// Every number shared with TypeScript arrives as a uniform set from src/particles/constants.ts.
// Motion comes from attributes, not instanceMatrix: no Matrix4 is written per instance.

attribute float aAngle;
attribute float aSpeedSq;
attribute float aDepthVel;
attribute float aWidth;
attribute float aHeight;
attribute float aRotation;
attribute float aSpin;
attribute float aTint;

uniform float uAge;
uniform vec2 uOrigin;
uniform float uDrag;
uniform float uGravity;
uniform float uDepthGain;
uniform float uFrameS;
uniform float uNearest;
uniform float uTumblePhase;
uniform float uTumbleRate;
uniform float uMinFlip;
uniform float uBackShade;
uniform float uDimDepth;
uniform float uFarShade;
uniform float uCalm;
uniform float uCalmLife;
uniform float uCalmSpread;

varying vec2 vUv;
varying float vAlpha;
varying float vTint;
varying float vShade;

void main() {
  float travel = (1.0 - exp(-uDrag * uAge)) / uDrag;
  float speed = aSpeedSq / uFrameS;
  float fall = (uGravity / uDrag) * (uAge - travel);
  vec3 center = vec3(
    uOrigin + vec2(cos(aAngle), sin(aAngle)) * speed * travel - vec2(0.0, fall),
    (aDepthVel * uDepthGain / uFrameS) * travel
  );

  // cameraPosition is three's built-in uniform; the camera sits on +z looking at the origin.
  // Same clamp as writeClampedBurstPose in burstMotion.ts.
  center.z = min(center.z, uNearest * cameraPosition.z);

  // A paper heart tumbling: a flip about its own vertical axis squashes its width, and its
  // back (flip < 0) shows darker. Same formula as BURST_FLIP in burstMotion.ts.
  float flip = cos(aRotation * uTumblePhase + aSpin * uTumbleRate * uAge);
  float rotation = aRotation + aSpin * uAge;
  float alpha = 1.0;
  if (uCalm > 0.5) {
    center = vec3(uOrigin + vec2(cos(aAngle), sin(aAngle)) * aSpeedSq * uCalmSpread, 0.0);
    flip = 1.0;
    rotation = aRotation;
    alpha = 1.0 - smoothstep(0.5 * uCalmLife, uCalmLife, uAge);
  }
  float c = cos(rotation);
  float s = sin(rotation);
  float width = aWidth * max(abs(flip), uMinFlip);
  vec2 corner = mat2(c, s, -s, c) * (position.xy * vec2(width, aHeight));

  gl_Position = projectionMatrix * modelViewMatrix * vec4(center + vec3(corner, 0.0), 1.0);
  vUv = uv;
  vAlpha = alpha;
  vTint = aTint;
  // Far particles dim slightly, the back of a flipped heart more.
  vShade = (flip < 0.0 ? uBackShade : 1.0) * clamp(1.0 + center.z / uDimDepth, uFarShade, 1.0);
}
