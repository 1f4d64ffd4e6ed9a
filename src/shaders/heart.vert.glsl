// Floating hearts: rise, sway, lean and fade, from per-instance start values and the clock.
// Mirrors writeHeartPose in src/particles/heartMotion.ts; change both together.
//
// Inputs (units):
//   position     three's unit quad corner, -0.5..0.5
//   uv           three's quad uv, 0..1
//   aLeftVw      vw: the heart's left edge, 0..100
//   aSize        CSS px: width and height
//   aBorn        s: birth time on the pool clock
//   aSway        rad: sway phase
//   aTint        0..1: colour pick
//   uTime        s: the pool clock
//   uViewport    CSS px: viewport width, height
//   uLife        s: lifetime
//   uSwayPx      px: sway amplitude
//   uSwayCycles  sway cycles over one life
//   uTiltRad     rad: largest lean
//   uFadeIn      share of the life spent fading in
//   uFadeOut     share of the life spent fading out
//   uCalm        1 for reduced motion (hearts fade in place, see calmMotion.ts), else 0
//   uCalmBand    share of the viewport height calm hearts sit in
// Motion comes from attributes, not instanceMatrix: no Matrix4 is written per instance.

attribute float aLeftVw;
attribute float aSize;
attribute float aBorn;
attribute float aSway;
attribute float aTint;

uniform float uTime;
uniform vec2 uViewport;
uniform float uLife;
uniform float uSwayPx;
uniform float uSwayCycles;
uniform float uTiltRad;
uniform float uFadeIn;
uniform float uFadeOut;
uniform float uCalm;
uniform float uCalmBand;

varying vec2 vUv;
varying float vAlpha;
varying float vTint;
varying float vLight;

const float TAU = 6.28318530718;

void main() {
  float progress = clamp((uTime - aBorn) / uLife, 0.0, 1.0);
  float phase = aSway + progress * uSwayCycles * TAU;
  float startY = -0.5 * uViewport.y - aSize;
  float endY = 0.5 * uViewport.y + aSize;
  vec3 center = vec3(
    (aLeftVw / 100.0) * uViewport.x + 0.5 * aSize - 0.5 * uViewport.x + uSwayPx * sin(phase),
    mix(startY, endY, progress),
    0.0
  );
  float tilt = -uTiltRad * cos(phase);
  if (uCalm > 0.5) {
    center.x -= uSwayPx * sin(phase);
    center.y = (aSway / TAU - 0.5) * uViewport.y * uCalmBand;
    tilt = 0.0;
  }
  float c = cos(tilt);
  float s = sin(tilt);
  vec2 corner = mat2(c, s, -s, c) * (position.xy * aSize);

  gl_Position = projectionMatrix * modelViewMatrix * vec4(center + vec3(corner, 0.0), 1.0);
  vUv = uv;
  vAlpha = smoothstep(0.0, uFadeIn, progress) * (1.0 - smoothstep(1.0 - uFadeOut, 1.0, progress));
  vTint = aTint;
  vLight = 0.0;
}
