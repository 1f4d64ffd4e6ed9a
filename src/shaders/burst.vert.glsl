// Burst particles: fly out, slow down, fall, spin and tumble, from per-instance start values
// and the burst's age. Mirrors writeBurstPose in src/particles/burstMotion.ts; change both
// together.
//
// Inputs (units):
//   position     three's unit quad corner, -0.5..0.5
//   uv           three's quad uv, 0..1
//   aAngle       rad: direction of flight
//   aSpeed       the spec's unitless start speed (already the square of its random root)
//   aDepthVel    the spec's unitless start speed toward (+) or away from (-) the viewer
//   aWidth       CSS px: the spec's width draw
//   aHeight      CSS px: the spec's height draw
//   aRotation    rad: start rotation about the view axis
//   aSpin        rad/s: spin about the view axis
//   aTint        0..1: colour pick
//   uAge         s: time since the burst
//   uOrigin      world px: where the burst started
//   uDrag        1/s: linear drag
//   uGravity     px/s^2
//   uSpeedPx     px/s per unit of aSpeed
//   uDepthPx     px/s per unit of aDepthVel
//   uNearest     share of the camera distance a heart may come toward the viewer
//   uTumblePhase tumble phase per rad of start rotation
//   uTumbleRate  tumble speed as a share of the spin
//   uTumbleSnap  exponent on |flip| for the width shown (below 1: edge-on only briefly)
//   uMinFlip     share of its width a heart keeps edge-on
//   uAspectMin   least drawn width / height (the narrower side grows to it)
//   uAspectMax   most drawn width / height (the height grows to it)
//   uBackLight   share toward white of a heart's back
//   uCalm        1 for reduced motion (a bloom that fades in place, see calmMotion.ts), else 0
//   uCalmLife    s: how long a calm burst stays
//   uCalmSpread  px per unit of aSpeed: how far from the origin a calm particle sits
// Every number shared with TypeScript arrives as a uniform set from src/particles/constants.ts.
// Motion comes from attributes, not instanceMatrix: no Matrix4 is written per instance.

attribute float aAngle;
attribute float aSpeed;
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
uniform float uSpeedPx;
uniform float uDepthPx;
uniform float uNearest;
uniform float uTumblePhase;
uniform float uTumbleRate;
uniform float uTumbleSnap;
uniform float uMinFlip;
uniform float uAspectMin;
uniform float uAspectMax;
uniform float uBackLight;
uniform float uCalm;
uniform float uCalmLife;
uniform float uCalmSpread;

varying vec2 vUv;
varying float vAlpha;
varying float vTint;
varying float vLight;

void main() {
  float travel = (1.0 - exp(-uDrag * uAge)) / uDrag;
  float speedPx = aSpeed * uSpeedPx;
  float fall = (uGravity / uDrag) * (uAge - travel);
  vec3 center = vec3(
    uOrigin + vec2(cos(aAngle), sin(aAngle)) * speedPx * travel - vec2(0.0, fall),
    aDepthVel * uDepthPx * travel
  );

  // cameraPosition is three's built-in uniform; the camera sits on +z looking at the origin.
  // Same clamp as writeClampedBurstPose in burstMotion.ts.
  center.z = min(center.z, uNearest * cameraPosition.z);

  // A paper heart tumbling: a flip about its own vertical axis squashes its width, and its
  // back (flip < 0) shows lighter. Same formula as BURST_POSE_FLIP in burstMotion.ts.
  float flip = cos(aRotation * uTumblePhase + aSpin * uTumbleRate * uAge);
  float rotation = aRotation + aSpin * uAge;
  float alpha = 1.0;
  if (uCalm > 0.5) {
    center = vec3(uOrigin + vec2(cos(aAngle), sin(aAngle)) * aSpeed * uCalmSpread, 0.0);
    flip = 1.0;
    rotation = aRotation;
    alpha = 1.0 - smoothstep(0.5 * uCalmLife, uCalmLife, uAge);
  }
  float c = cos(rotation);
  float s = sin(rotation);
  // The drawn box keeps a readable aspect (burstHeartWidth / burstHeartHeight), then the tumble
  // narrows it (burstWidthScale).
  float width = max(aWidth, aHeight * uAspectMin);
  float height = max(aHeight, width / uAspectMax);
  width *= max(pow(abs(flip), uTumbleSnap), uMinFlip);
  vec2 corner = mat2(c, s, -s, c) * (position.xy * vec2(width, height));

  gl_Position = projectionMatrix * modelViewMatrix * vec4(center + vec3(corner, 0.0), 1.0);
  vUv = uv;
  vAlpha = alpha;
  vTint = aTint;
  // The back of a turned heart is lit, never darkened: no dimming muddies it over the GIF.
  vLight = flip < 0.0 ? uBackLight : 0.0;
}
