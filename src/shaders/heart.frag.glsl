// A heart drawn as a signed distance field: smooth anti-aliased edges at any size and pixel
// ratio, a soft highlight, premultiplied alpha (the material blends ONE, ONE_MINUS_SRC_ALPHA).
//
// Inputs:
//   vUv     0..1 across the quad, +y up
//   vAlpha  0..1 opacity
//   vTint   0..1 colour pick: mostly reds and pinks, a little white and gold
//   vLight  0..1 share toward white (the lit back of a tumbling heart; 0 for the front)
//   HEART_PALETTE_k, HEART_PALETTE_EDGE_k  defines: the colours and tint edges of
//           src/particles/palette.ts (createPaletteDefines), so the table lives only there

varying vec2 vUv;
varying float vAlpha;
varying float vTint;
varying float vLight;

float dot2(vec2 v) {
  return dot(v, v);
}

// Exact heart SDF with its tip at the origin and lobes up, about 1.2 wide and 1.1 tall.
// Inigo Quilez, https://iquilezles.org/articles/distfunctions2d/
float sdHeart(vec2 p) {
  p.x = abs(p.x);
  if (p.y + p.x > 1.0) return sqrt(dot2(p - vec2(0.25, 0.75))) - sqrt(2.0) / 4.0;
  return sqrt(min(dot2(p - vec2(0.0, 1.0)), dot2(p - 0.5 * max(p.x + p.y, 0.0)))) *
    sign(p.x - p.y);
}

// Same rule as paletteIndex: a tint below edge k (and not below an earlier one) gets colour k.
vec3 palette(float t) {
  if (t < HEART_PALETTE_EDGE_0) return HEART_PALETTE_0;
  if (t < HEART_PALETTE_EDGE_1) return HEART_PALETTE_1;
  if (t < HEART_PALETTE_EDGE_2) return HEART_PALETTE_2;
  if (t < HEART_PALETTE_EDGE_3) return HEART_PALETTE_3;
  if (t < HEART_PALETTE_EDGE_4) return HEART_PALETTE_4;
  return HEART_PALETTE_5;
}

void main() {
  // Fit the heart's bounding box (x -0.61..0.61, y 0..1.11) into the quad.
  vec2 p = vec2((vUv.x - 0.5) * 1.24, vUv.y * 1.14 - 0.02);
  float d = sdHeart(p);
  float coverage = clamp(0.5 - d / max(fwidth(d), 1e-4), 0.0, 1.0);
  float alpha = coverage * vAlpha;
  if (alpha <= 0.0) discard;

  // The colour the Canvas 2D fallback fills with (HEART_BACK_PALETTE for a lit back), then a soft
  // top-lit gradient and highlight that only WebGL draws.
  vec3 base = mix(palette(vTint), vec3(1.0), vLight);
  float shade = mix(0.82, 1.0, smoothstep(0.0, 0.9, p.y));
  float highlight = 1.0 - smoothstep(0.0, 0.22, length(p - vec2(-0.27, 0.82)));
  vec3 color = mix(base * shade, vec3(1.0), highlight * 0.45);
  gl_FragColor = vec4(color * alpha, alpha);
}
