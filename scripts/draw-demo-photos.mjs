#!/usr/bin/env node
/**
 * Draws the demo shop's product photos: every picture is our own artwork, an
 * SVG scene (an object on a soft studio backdrop) rasterised with sharp to an
 * 800x600 JPEG in public/demo/products/<slug>.jpg. Nothing is downloaded.
 *
 *   node scripts/draw-demo-photos.mjs          draws every picture
 *   node scripts/draw-demo-photos.mjs laptop   draws only the named ones
 *
 * The JPEGs are committed; run this again only after changing a drawing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const W = 800;
const H = 600;
const outDir = path.resolve(import.meta.dirname, '..', 'public', 'demo', 'products');
const MAX_BYTES = 80 * 1024;

// ---------------------------------------------------------------- helpers

const r2 = (n) => Math.round(n * 100) / 100;

function stopsXml(stops) {
  return stops
    .map(([offset, color, opacity]) =>
      opacity === undefined
        ? `<stop offset="${offset}" stop-color="${color}"/>`
        : `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

/** A linear gradient; direction defaults to top → bottom of the shape. */
function lin(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopsXml(stops)}</linearGradient>`;
}

function rad(id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, user = false } = {}) {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}"${units}>${stopsXml(stops)}</radialGradient>`;
}

/** A soft contact shadow on the floor. */
function shadow(cx, cy, rx, ry, opacity = 0.35, blur = 'b12', color = '#000') {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${color}" opacity="${opacity}" filter="url(#${blur})"/>`;
}

/** Four-pointed sparkle. */
function sparkle(x, y, s, opacity = 0.9) {
  const k = s * 0.18;
  return `<path d="M ${x} ${y - s} Q ${x + k} ${y - k} ${x + s} ${y} Q ${x + k} ${y + k} ${x} ${y + s} Q ${x - k} ${y + k} ${x - s} ${y} Q ${x - k} ${y - k} ${x} ${y - s} Z" fill="#fff" opacity="${opacity}"/>`;
}

const lerp = (a, b, t) => a + (b - a) * t;
/** Bilinear point inside a quad [tl, tr, br, bl]. */
function quadPoint([tl, tr, br, bl], u, v) {
  const top = [lerp(tl[0], tr[0], u), lerp(tl[1], tr[1], u)];
  const bottom = [lerp(bl[0], br[0], u), lerp(bl[1], br[1], u)];
  return [r2(lerp(top[0], bottom[0], v)), r2(lerp(top[1], bottom[1], v))];
}
function quadPoly(quad, u0, v0, u1, v1) {
  return [
    quadPoint(quad, u0, v0),
    quadPoint(quad, u1, v0),
    quadPoint(quad, u1, v1),
    quadPoint(quad, u0, v1),
  ]
    .map((p) => p.join(','))
    .join(' ');
}

function cubic(p0, p1, p2, p3, t) {
  const m = 1 - t;
  return [
    m * m * m * p0[0] + 3 * m * m * t * p1[0] + 3 * m * t * t * p2[0] + t * t * t * p3[0],
    m * m * m * p0[1] + 3 * m * m * t * p1[1] + 3 * m * t * t * p2[1] + t * t * t * p3[1],
  ];
}
/** Points spaced `step` apart along a cubic Bézier, with their tangent angle. */
function alongCubic(p0, p1, p2, p3, step) {
  const samples = [];
  let length = 0;
  let prev = p0;
  for (let i = 0; i <= 2000; i++) {
    const p = cubic(p0, p1, p2, p3, i / 2000);
    length += Math.hypot(p[0] - prev[0], p[1] - prev[1]);
    samples.push({ p, length });
    prev = p;
  }
  const out = [];
  let next = 0;
  for (let i = 1; i < samples.length; i++) {
    if (samples[i].length >= next) {
      const a = samples[i - 1].p;
      const b = samples[i].p;
      out.push({ x: b[0], y: b[1], angle: (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI });
      next += step;
    }
  }
  return out;
}

const deg = (d) => (d * Math.PI) / 180;
/** Point at `angle` degrees clockwise from 12 o'clock. */
const polar = (cx, cy, r, angle) => [
  r2(cx + r * Math.sin(deg(angle))),
  r2(cy - r * Math.cos(deg(angle))),
];

/**
 * The studio: a wall gradient, a floor that fades in below the horizon, a
 * glow behind the object and a light vignette.
 */
function scene(o, body, defs = '') {
  const {
    wall,
    floor,
    horizon = 400,
    glow = 0.55,
    glowColor = '#ffffff',
    glowY = 0.42,
    vignette = 0.2,
  } = o;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
${lin('wall', [
  [0, wall[0]],
  [1, wall[1]],
])}
${lin('floor', [
  [0, floor[0], 0],
  [0.3, floor[0]],
  [1, floor[1]],
])}
${rad(
  'glow',
  [
    [0, glowColor, glow],
    [1, glowColor, 0],
  ],
  { cy: glowY, r: 0.6 },
)}
${rad(
  'vignette',
  [
    [0.55, '#000', 0],
    [1, '#000', vignette],
  ],
  { cy: 0.45, r: 0.8 },
)}
<filter id="b2" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>
<filter id="b4" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
<filter id="b8" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
<filter id="b12" x="-50%" y="-100%" width="200%" height="300%"><feGaussianBlur stdDeviation="12"/></filter>
<filter id="b20" x="-50%" y="-100%" width="200%" height="300%"><feGaussianBlur stdDeviation="20"/></filter>
${defs}
</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect y="${horizon - 70}" width="${W}" height="${H - horizon + 70}" fill="url(#floor)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${body}
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

const chrome = (id, dir = { x2: 0, y2: 1 }) =>
  lin(
    id,
    [
      [0, '#f7f9fb'],
      [0.35, '#c4cad1'],
      [0.55, '#8e97a1'],
      [0.8, '#dfe3e8'],
      [1, '#9aa2ab'],
    ],
    dir,
  );
const goldStops = [
  [0, '#fff4c2'],
  [0.3, '#f1c75a'],
  [0.6, '#b8860b'],
  [0.85, '#f3d57e'],
  [1, '#a87a12'],
];

// ---------------------------------------------------------------- drawings

function laptop() {
  const base = [
    [222, 352],
    [578, 352],
    [654, 442],
    [146, 442],
  ];
  const well = (u0, v0, u1, v1) => quadPoly(base, u0, v0, u1, v1);
  // Keyboard rows as relative key widths.
  const rows = [
    Array(14).fill(1),
    [1.5, ...Array(12).fill(1), 1.5],
    [1.8, ...Array(11).fill(1), 2.2],
    [2.3, ...Array(10).fill(1), 2.7],
    [1, 1, 1.2, 1.4, 5.6, 1.4, 1.2, 1, 1, 1],
  ];
  const keys = [];
  const [ku0, ku1, kv0, kv1] = [0.11, 0.89, 0.09, 0.55];
  rows.forEach((row, r) => {
    const total = row.reduce((a, b) => a + b, 0);
    const rv0 = lerp(kv0, kv1, r / rows.length) + 0.012;
    const rv1 = lerp(kv0, kv1, (r + 1) / rows.length) - 0.012;
    let acc = 0;
    for (const w of row) {
      const u0 = lerp(ku0, ku1, acc / total) + 0.003;
      acc += w;
      const u1 = lerp(ku0, ku1, acc / total) - 0.003;
      keys.push(`<polygon points="${well(u0, rv0, u1, rv1)}" fill="url(#key)"/>`);
    }
  });
  const defs = [
    lin('lid', [
      [0, '#e4e7eb'],
      [1, '#a9b0b8'],
    ]),
    lin('bezel', [
      [0, '#26282d'],
      [1, '#121316'],
    ]),
    lin(
      'display',
      [
        [0, '#1b2a5e'],
        [0.5, '#3656b3'],
        [1, '#8a5bd6'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    lin('deck', [
      [0, '#c9ced4'],
      [0.4, '#dde1e5'],
      [1, '#eef0f2'],
    ]),
    lin('front', [
      [0, '#a5adb6'],
      [1, '#6e7781'],
    ]),
    lin('key', [
      [0, '#2a2c31'],
      [1, '#141518'],
    ]),
    lin('pad', [
      [0, '#cfd4d9'],
      [1, '#e4e7ea'],
    ]),
  ].join('');
  return scene(
    { wall: ['#eef2f7', '#cdd6e1'], floor: ['#c4cdd9', '#a6b1c0'], horizon: 420 },
    `${shadow(400, 452, 300, 16, 0.45)}
<rect x="207" y="86" width="386" height="270" rx="16" fill="url(#lid)"/>
<rect x="212" y="91" width="376" height="262" rx="13" fill="url(#bezel)"/>
<rect x="227" y="107" width="346" height="222" rx="3" fill="url(#display)"/>
<path d="M227,260 C300,210 380,300 470,240 C520,205 550,215 573,200 L573,329 L227,329 Z" fill="#ffffff" opacity="0.12"/>
<path d="M227,290 C320,250 400,320 480,280 C520,262 550,270 573,262 L573,329 L227,329 Z" fill="#ffffff" opacity="0.12"/>
<circle cx="470" cy="170" r="46" fill="#ffd27a" opacity="0.35" filter="url(#b8)"/>
<polygon points="227,107 330,107 227,230" fill="#ffffff" opacity="0.08"/>
<circle cx="400" cy="99" r="2.2" fill="#3a3d44"/>
<polygon points="${base.map((p) => p.join(',')).join(' ')}" fill="url(#deck)"/>
<polygon points="146,442 654,442 648,454 152,454" fill="url(#front)"/>
<rect x="370" y="442" width="60" height="4" rx="2" fill="#5d656e"/>
<polygon points="${well(0.1, 0.08, 0.9, 0.56)}" fill="#4a4f57"/>
${keys.join('\n')}
<polygon points="${well(0.36, 0.63, 0.64, 0.93)}" fill="url(#pad)" stroke="#a3abb4" stroke-width="1"/>
<rect x="222" y="348" width="356" height="5" fill="#5b626b"/>`,
    defs,
  );
}

function gamesConsole() {
  const top = [
    [205, 205],
    [595, 205],
    [640, 262],
    [160, 262],
  ];
  const pad = `M -95,-60 C -60,-70 60,-70 95,-60 C 135,-52 150,-30 160,10 C 172,60 180,100 160,115 C 140,130 115,115 95,85 C 85,70 70,62 50,62 L -50,62 C -70,62 -85,70 -95,85 C -115,115 -140,130 -160,115 C -180,100 -172,60 -160,10 C -150,-30 -135,-52 -95,-60 Z`;
  const stick = (x, y) => `<circle cx="${x}" cy="${y}" r="27" fill="#0c0d10"/>
<circle cx="${x}" cy="${y}" r="22" fill="url(#stick)"/>
<circle cx="${x}" cy="${y}" r="14" fill="none" stroke="#101114" stroke-width="2" opacity="0.6"/>`;
  const button = (x, y, glyph) => `<circle cx="${x}" cy="${y}" r="13" fill="url(#btn)"/>${glyph}`;
  const defs = [
    lin('ctop', [
      [0, '#454954'],
      [1, '#24262c'],
    ]),
    lin('cfront', [
      [0, '#1d1e22'],
      [1, '#0c0c0e'],
    ]),
    lin('pad', [
      [0, '#3a3e48'],
      [0.6, '#1f2126'],
      [1, '#141518'],
    ]),
    rad(
      'stick',
      [
        [0, '#5a5e68'],
        [1, '#1b1c20'],
      ],
      { cx: 0.4, cy: 0.35, r: 0.7 },
    ),
    rad(
      'btn',
      [
        [0, '#3a3d45'],
        [1, '#15161a'],
      ],
      { cx: 0.4, cy: 0.35, r: 0.7 },
    ),
    lin('touch', [
      [0, '#2f323a'],
      [1, '#1b1c21'],
    ]),
  ].join('');
  return scene(
    { wall: ['#e4e6f5', '#b9c0e2'], floor: ['#b0b7dc', '#8c95c2'], horizon: 330 },
    `${shadow(400, 318, 255, 14, 0.5)}
<polygon points="${top.map((p) => p.join(',')).join(' ')}" fill="url(#ctop)"/>
<polygon points="${quadPoly(top, 0.02, 0.12, 0.98, 0.3)}" fill="#ffffff" opacity="0.06"/>
<line x1="${quadPoint(top, 0, 0.64).join('" y1="')}" x2="${quadPoint(top, 1, 0.64).join('" y2="')}" stroke="#121316" stroke-width="2"/>
<line x1="${quadPoint(top, 0, 0.69).join('" y1="')}" x2="${quadPoint(top, 1, 0.69).join('" y2="')}" stroke="#5a5e69" stroke-width="1"/>
<rect x="160" y="262" width="480" height="50" fill="url(#cfront)"/>
<rect x="160" y="262" width="480" height="2" fill="#6b707c"/>
<rect x="175" y="285" width="450" height="4" rx="2" fill="#3aa6ff" filter="url(#b4)"/>
<rect x="175" y="286" width="450" height="2" rx="1" fill="#9fd6ff"/>
<rect x="195" y="272" width="150" height="4" rx="2" fill="#050506"/>
<rect x="560" y="296" width="16" height="6" rx="1" fill="#050506"/>
<rect x="588" y="296" width="16" height="6" rx="1" fill="#050506"/>
${shadow(400, 505, 180, 18, 0.45)}
<g transform="translate(400,430) scale(1,0.84)">
  <path d="${pad}" fill="url(#pad)"/>
  <path d="M -95,-58 C -60,-68 60,-68 95,-58" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.18"/>
  <rect x="-44" y="-56" width="88" height="50" rx="9" fill="url(#touch)" stroke="#3c404a" stroke-width="1.5"/>
  <rect x="-30" y="-62" width="60" height="4" rx="2" fill="#3aa6ff" opacity="0.9"/>
  <g fill="#33363e"><rect x="-108" y="-30" width="16" height="46" rx="3"/><rect x="-123" y="-15" width="46" height="16" rx="3"/></g>
  <circle cx="-100" cy="-7" r="4" fill="#24262b"/>
  ${button(100, -34, '<polygon points="100,-41 107,-29 93,-29" fill="none" stroke="#3fd1a0" stroke-width="2"/>')}
  ${button(125, -8, '<circle cx="125" cy="-8" r="6" fill="none" stroke="#ff5a6a" stroke-width="2"/>')}
  ${button(100, 18, '<path d="M94,12 L106,24 M106,12 L94,24" stroke="#6aa4ff" stroke-width="2"/>')}
  ${button(75, -8, '<rect x="69.5" y="-13.5" width="11" height="11" fill="none" stroke="#ff8ad8" stroke-width="2"/>')}
  ${stick(-50, 38)}
  ${stick(50, 38)}
  <circle cx="0" cy="25" r="6" fill="#2b2e35"/>
</g>`,
    defs,
  );
}

function smartphone() {
  const palette = [
    '#ff5f57',
    '#ffbd2e',
    '#28c840',
    '#0a84ff',
    '#5e5ce6',
    '#ff375f',
    '#64d2ff',
    '#30d158',
    '#ff9f0a',
    '#bf5af2',
    '#ffd60a',
    '#66d4cf',
  ];
  const icons = [];
  let k = 0;
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 4; col++) {
      const x = -62 + col * 34;
      const y = -128 + row * 40;
      icons.push(
        `<rect x="${x}" y="${y}" width="24" height="24" rx="7" fill="${palette[k++ % palette.length]}"/>`,
      );
    }
  }
  const dock = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${-60 + i * 33}" y="${128}" width="24" height="24" rx="7" fill="${palette[(i * 5 + 2) % palette.length]}"/>`,
    )
    .join('');
  const lens = (
    x,
    y,
  ) => `<circle cx="${x}" cy="${y}" r="17" fill="#0d1220" stroke="#5c6b8c" stroke-width="2"/>
<circle cx="${x}" cy="${y}" r="11" fill="url(#glass)"/>
<circle cx="${x - 4}" cy="${y - 4}" r="3" fill="#ffffff" opacity="0.7"/>`;
  const defs = [
    lin(
      'back',
      [
        [0, '#4a5f8a'],
        [0.5, '#2c3b5e'],
        [1, '#1a2440'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    lin(
      'frame',
      [
        [0, '#f0f2f4'],
        [0.5, '#aab0b7'],
        [1, '#dfe2e6'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    lin(
      'wall2',
      [
        [0, '#ffb199'],
        [0.45, '#ff6a88'],
        [1, '#8f6cf0'],
      ],
      { x1: 0, y1: 0, x2: 0.6, y2: 1 },
    ),
    rad(
      'glass',
      [
        [0, '#3b4f7a'],
        [0.6, '#0b1020'],
        [1, '#000000'],
      ],
      { cx: 0.4, cy: 0.4 },
    ),
  ].join('');
  return scene(
    { wall: ['#fcefe6', '#f2cdb9'], floor: ['#eec3ad', '#dfa990'], horizon: 470 },
    `${shadow(480, 488, 110, 12, 0.35)}
${shadow(330, 508, 120, 13, 0.4)}
<g transform="translate(478,282) rotate(9)">
  <rect x="-86" y="-176" width="172" height="352" rx="30" fill="url(#frame)"/>
  <rect x="-82" y="-172" width="164" height="344" rx="27" fill="url(#back)"/>
  <path d="M -82,-60 L 82,-140 L 82,-172 L -40,-172 Z" fill="#ffffff" opacity="0.07"/>
  <rect x="-72" y="-160" width="84" height="84" rx="20" fill="#24304d" stroke="#5b6a8e" stroke-width="1.5"/>
  ${lens(-50, -138)}
  ${lens(-50, -97)}
  ${lens(-12, -118)}
  <circle cx="-12" cy="-146" r="5" fill="#f5e7c0"/>
  <circle cx="0" cy="30" r="16" fill="none" stroke="#8fa0c4" stroke-width="2" opacity="0.35"/>
</g>
<g transform="translate(330,300) rotate(-7)">
  <rect x="-90" y="-180" width="180" height="360" rx="32" fill="url(#frame)"/>
  <rect x="-93" y="-100" width="4" height="36" rx="2" fill="#b9bec4"/>
  <rect x="89" y="-110" width="4" height="54" rx="2" fill="#b9bec4"/>
  <rect x="-84" y="-174" width="168" height="348" rx="27" fill="#050506"/>
  <rect x="-78" y="-168" width="156" height="336" rx="22" fill="url(#wall2)"/>
  <circle cx="40" cy="60" r="70" fill="#ffffff" opacity="0.12"/>
  <circle cx="-50" cy="-20" r="45" fill="#ffffff" opacity="0.08"/>
  ${icons.join('')}
  <rect x="-70" y="120" width="140" height="40" rx="14" fill="#ffffff" opacity="0.3"/>
  ${dock}
  <rect x="-24" y="-160" width="48" height="13" rx="6.5" fill="#050506"/>
  <path d="M -78,-40 L 78,-168 L 78,-110 L -78,30 Z" fill="#ffffff" opacity="0.08"/>
</g>`,
    defs,
  );
}

function headphones() {
  const cup = (cx, flip) => {
    const inner = cx + flip * 44;
    return `<ellipse cx="${inner}" cy="385" rx="40" ry="86" fill="url(#cushion)"/>
<ellipse cx="${inner + flip * 6}" cy="385" rx="20" ry="62" fill="#1b1b1d" opacity="0.6"/>
<ellipse cx="${cx}" cy="385" rx="70" ry="94" fill="url(#shell)"/>
<ellipse cx="${cx}" cy="385" rx="56" ry="78" fill="none" stroke="url(#ring)" stroke-width="4"/>
<ellipse cx="${cx - 18}" cy="340" rx="22" ry="34" fill="#ffffff" opacity="0.09"/>
<circle cx="${cx}" cy="385" r="13" fill="url(#copper)"/>
<rect x="${cx - 9}" y="268" width="18" height="40" rx="5" fill="url(#slider)"/>
<path d="M ${cx - 30},300 Q ${cx},284 ${cx + 30},300" fill="none" stroke="#7d848e" stroke-width="8" stroke-linecap="round"/>`;
  };
  const defs = [
    rad(
      'shell',
      [
        [0, '#5d626d'],
        [0.7, '#2d3037'],
        [1, '#1c1e22'],
      ],
      { cx: 0.4, cy: 0.35, r: 0.75 },
    ),
    lin('ring', [
      [0, '#e6c49a'],
      [1, '#8f6a45'],
    ]),
    rad(
      'copper',
      [
        [0, '#f5d2a8'],
        [1, '#a87445'],
      ],
      { cx: 0.35, cy: 0.35 },
    ),
    lin(
      'cushion',
      [
        [0, '#3a3a3e'],
        [1, '#1f1f22'],
      ],
      { x2: 1, y2: 0 },
    ),
    lin(
      'slider',
      [
        [0, '#dfe3e8'],
        [0.5, '#9aa2ab'],
        [1, '#e9ecef'],
      ],
      { x2: 1, y2: 0 },
    ),
    lin('band', [
      [0, '#3b3e45'],
      [1, '#1e2024'],
    ]),
  ].join('');
  return scene(
    { wall: ['#e6f5ef', '#bfe2d5'], floor: ['#b6dccd', '#94c6b2'], horizon: 470 },
    `${shadow(400, 500, 230, 16, 0.35)}
<path d="M 262,300 C 248,95 552,95 538,300" fill="none" stroke="url(#band)" stroke-width="30" stroke-linecap="round"/>
<path d="M 282,232 C 300,150 500,150 518,232" fill="none" stroke="#4a4238" stroke-width="16" stroke-linecap="round"/>
<path d="M 285,220 C 305,158 495,158 515,220" fill="none" stroke="#6b5d4d" stroke-width="5" stroke-linecap="round" opacity="0.7"/>
<path d="M 268,190 C 300,110 500,110 532,190" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.18" stroke-linecap="round"/>
${cup(256, 1)}
${cup(544, -1)}`,
    defs,
  );
}

function goldChain() {
  const links = alongCubic([333, 170], [318, 470], [482, 470], [467, 170], 11)
    .map(({ x, y, angle }, i) =>
      i % 2 === 0
        ? `<ellipse cx="${r2(x)}" cy="${r2(y)}" rx="9" ry="5.6" transform="rotate(${r2(angle)} ${r2(x)} ${r2(y)})" fill="none" stroke="#5c4306" stroke-width="5.2"/>
<ellipse cx="${r2(x)}" cy="${r2(y)}" rx="9" ry="5.6" transform="rotate(${r2(angle)} ${r2(x)} ${r2(y)})" fill="none" stroke="url(#gold)" stroke-width="3.2"/>`
        : `<ellipse cx="${r2(x)}" cy="${r2(y)}" rx="9.5" ry="2.2" transform="rotate(${r2(angle)} ${r2(x)} ${r2(y)})" fill="url(#gold)" stroke="#5c4306" stroke-width="1"/>`,
    )
    .join('\n');
  const defs = [
    lin('gold', goldStops, { x1: 0, y1: 0, x2: 1, y2: 1 }),
    lin(
      'velvet',
      [
        [0, '#34343a'],
        [0.6, '#1c1c20'],
        [1, '#0f0f12'],
      ],
      { x1: 0, y1: 0, x2: 0.4, y2: 1 },
    ),
    rad(
      'sheen',
      [
        [0, '#ffffff', 0.16],
        [1, '#ffffff', 0],
      ],
      { cx: 0.5, cy: 0.45, r: 0.5 },
    ),
    lin('goldPend', goldStops, { x1: 0, y1: 0, x2: 1, y2: 1 }),
  ].join('');
  return scene(
    { wall: ['#e3d9cf', '#b9ab9c'], floor: ['#b3a493', '#9a8a78'], horizon: 560, glow: 0.5 },
    `${shadow(400, 590, 260, 18, 0.4)}
<path d="M 330,44 L 330,176 C 330,226 304,248 236,268 C 150,294 104,340 86,600 L 714,600 C 696,340 650,294 564,268 C 496,248 470,226 470,176 L 470,44 Z" fill="url(#velvet)"/>
<ellipse cx="400" cy="44" rx="70" ry="11" fill="#3d3d44"/>
<ellipse cx="400" cy="380" rx="200" ry="160" fill="url(#sheen)"/>
<path d="M 330,60 L 330,176 C 330,226 304,248 236,268 C 150,294 104,340 86,600" fill="none" stroke="#6a6a74" stroke-width="2" opacity="0.45"/>
<path d="M 470,60 L 470,176 C 470,226 496,248 564,268 C 650,294 696,340 714,600" fill="none" stroke="#6a6a74" stroke-width="2" opacity="0.45"/>
${links}
<circle cx="400" cy="404" r="5" fill="none" stroke="url(#gold)" stroke-width="3"/>
<path d="M 400,409 C 372,421 374,461 400,483 C 426,461 428,421 400,409 Z" fill="url(#goldPend)" stroke="#6e5108" stroke-width="1.5"/>
<path d="M 392,425 C 386,437 388,453 396,463" fill="none" stroke="#fff8d8" stroke-width="2.5" opacity="0.8" stroke-linecap="round"/>
${sparkle(366, 362, 12)}
${sparkle(444, 290, 9, 0.8)}
${sparkle(406, 421, 10)}`,
    defs,
  );
}

function diamondRing() {
  // Brilliant cut from the side: crown above the girdle, pavilion below.
  const girdle = [
    [344, 232],
    [372, 236],
    [400, 237],
    [428, 236],
    [456, 232],
  ];
  const culet = [400, 290];
  const shades = [
    '#ffffff',
    '#dff0ff',
    '#b7dcff',
    '#f4fbff',
    '#9cc9f2',
    '#e8f4ff',
    '#cbe6ff',
    '#ffffff',
  ];
  const facets = [];
  facets.push(`<polygon points="372,202 428,202 440,216 400,220 360,216" fill="#f8fcff"/>`);
  facets.push(`<polygon points="344,232 360,216 372,202 372,236" fill="${shades[2]}"/>`);
  facets.push(`<polygon points="372,236 360,216 400,220 400,237" fill="${shades[1]}"/>`);
  facets.push(`<polygon points="400,237 400,220 440,216 428,236" fill="${shades[3]}"/>`);
  facets.push(`<polygon points="428,236 440,216 428,202 456,232" fill="${shades[4]}"/>`);
  for (let i = 0; i < girdle.length - 1; i++) {
    facets.push(
      `<polygon points="${girdle[i].join(',')} ${girdle[i + 1].join(',')} ${culet.join(',')}" fill="${shades[(i * 3 + 1) % shades.length]}" stroke="#8fb8de" stroke-width="0.8"/>`,
    );
  }
  facets.push(
    `<polyline points="${girdle.map((p) => p.join(',')).join(' ')}" fill="none" stroke="#8fb8de" stroke-width="1"/>`,
  );
  facets.push(
    `<polyline points="344,232 372,202 428,202 456,232" fill="none" stroke="#8fb8de" stroke-width="1"/>`,
  );
  const defs = [
    lin(
      'band',
      [
        [0, '#fff3c4'],
        [0.25, '#e8bd55'],
        [0.55, '#a97a14'],
        [0.8, '#f0cf78'],
        [1, '#8c6410'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    lin('bandBack', [
      [0, '#b58a2a'],
      [1, '#6e4f0c'],
    ]),
    lin('prong', goldStops, { x1: 0, y1: 0, x2: 1, y2: 0 }),
    rad('fire', [
      [0, '#ffffff', 0.9],
      [1, '#ffffff', 0],
    ]),
  ].join('');
  return scene(
    { wall: ['#faeef1', '#ebc8d1'], floor: ['#e7c0ca', '#d6a2b0'], horizon: 530 },
    `${shadow(400, 526, 140, 14, 0.35)}
<g transform="translate(400,370) scale(1.2) translate(-400,-370)">
<ellipse cx="400" cy="372" rx="104" ry="118" fill="none" stroke="url(#bandBack)" stroke-width="20" transform="translate(0,-6)"/>
<path fill-rule="evenodd" fill="url(#band)" d="M 296,372 A 104,118 0 1,0 504,372 A 104,118 0 1,0 296,372 Z M 316,372 A 84,98 0 1,0 484,372 A 84,98 0 1,0 316,372 Z"/>
<path d="M 304,330 A 96,110 0 0,1 360,264" fill="none" stroke="#fffbe6" stroke-width="4" opacity="0.75" stroke-linecap="round"/>
<path d="M 318,430 A 96,110 0 0,0 400,482" fill="none" stroke="#fffbe6" stroke-width="3" opacity="0.45" stroke-linecap="round"/>
<path d="M 372,258 L 428,258 L 420,244 L 380,244 Z" fill="url(#prong)"/>
${facets.join('\n')}
<path d="M 352,252 L 342,234 Q 344,226 352,228 L 362,250 Z" fill="url(#prong)"/>
<path d="M 448,252 L 458,234 Q 456,226 448,228 L 438,250 Z" fill="url(#prong)"/>
<circle cx="414" cy="212" r="16" fill="url(#fire)"/>
${sparkle(414, 212, 16)}
${sparkle(330, 200, 10, 0.8)}
${sparkle(480, 260, 8, 0.7)}
${sparkle(470, 170, 6, 0.6)}
</g>`,
    defs,
  );
}

function wristwatch() {
  const cx = 400;
  const cy = 300;
  const ticks = [];
  for (let i = 0; i < 60; i++) {
    const [x1, y1] = polar(cx, cy, 107, i * 6);
    const [x2, y2] = polar(cx, cy, i % 5 === 0 ? 97 : 101, i * 6);
    ticks.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#d9dde2" stroke-width="${i % 5 === 0 ? 2.2 : 1}"/>`,
    );
  }
  const markers = [];
  for (let h = 0; h < 12; h++) {
    if (h === 3) continue; // date window
    const a = h * 30;
    const [x, y] = polar(cx, cy, 72, a);
    const w = h === 0 ? 12 : 6;
    markers.push(
      `<rect x="${r2(x - w / 2)}" y="${r2(y - 11)}" width="${w}" height="22" rx="1.5" fill="url(#marker)" transform="rotate(${a} ${x} ${y})"/>`,
    );
  }
  const hand = (angle, length, width, fill) =>
    `<path d="M ${cx - width / 2},${cy + 14} L ${cx - width / 2},${cy - length + width} L ${cx},${cy - length} L ${cx + width / 2},${cy - length + width} L ${cx + width / 2},${cy + 14} Z" fill="${fill}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  const strap = (y0, y1, flip) => {
    const stitch = `<path d="M ${352 + 9},${y0} L ${352 + 9},${y1} M ${448 - 9},${y0} L ${448 - 9},${y1}" stroke="#e9d3ae" stroke-width="1.6" stroke-dasharray="7 5" opacity="0.85"/>`;
    const holes = flip
      ? [520, 548]
          .map((y) => `<ellipse cx="400" cy="${y}" rx="4.5" ry="3.5" fill="#2a180a"/>`)
          .join('')
      : '';
    return `<rect x="352" y="${y0}" width="96" height="${y1 - y0}" fill="url(#leather)"/>${stitch}${holes}`;
  };
  const defs = [
    lin(
      'leather',
      [
        [0, '#4e2f14'],
        [0.25, '#8b5a2b'],
        [0.5, '#a06a36'],
        [0.75, '#8b5a2b'],
        [1, '#4e2f14'],
      ],
      { x2: 1, y2: 0 },
    ),
    lin(
      'case',
      [
        [0, '#f6f8fa'],
        [0.4, '#b5bcc4'],
        [0.7, '#7f8891'],
        [1, '#e3e7eb'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    rad(
      'dial',
      [
        [0, '#2c5091'],
        [0.7, '#15305e'],
        [1, '#0a1833'],
      ],
      { cx: 0.45, cy: 0.4, r: 0.6 },
    ),
    lin('marker', [
      [0, '#ffffff'],
      [1, '#b9c2cc'],
    ]),
    lin('bezel', [
      [0, '#2a2d33'],
      [1, '#111215'],
    ]),
    lin(
      'lug',
      [
        [0, '#e9ecef'],
        [1, '#8e969f'],
      ],
      { x2: 1, y2: 0 },
    ),
  ].join('');
  return scene(
    { wall: ['#edf0f4', '#c6cfd9'], floor: ['#bfc8d3', '#a5b0bd'], horizon: 620, glow: 0.6 },
    `<g transform="translate(12,16)" opacity="0.3" filter="url(#b12)">
  <rect x="352" y="0" width="96" height="600" fill="#000"/><circle cx="${cx}" cy="${cy}" r="122" fill="#000"/>
</g>
${strap(-10, 200, false)}
${strap(400, 610, true)}
<path d="M 346,196 L 366,196 L 370,216 L 342,216 Z M 434,196 L 454,196 L 458,216 L 430,216 Z" fill="url(#lug)"/>
<path d="M 342,384 L 370,384 L 366,404 L 346,404 Z M 430,384 L 458,384 L 454,404 L 434,404 Z" fill="url(#lug)"/>
<rect x="514" y="288" width="18" height="24" rx="4" fill="url(#lug)"/>
<path d="M 517,290 L 517,310 M 521,290 L 521,310 M 525,290 L 525,310 M 529,290 L 529,310" stroke="#7b838c" stroke-width="1"/>
<circle cx="${cx}" cy="${cy}" r="122" fill="url(#case)"/>
<circle cx="${cx}" cy="${cy}" r="112" fill="url(#bezel)"/>
${ticks.join('')}
<polygon points="${polar(cx, cy, 110, 0).join(',')} ${polar(cx, cy, 98, -4).join(',')} ${polar(cx, cy, 98, 4).join(',')}" fill="#ff6b3d"/>
<circle cx="${cx}" cy="${cy}" r="93" fill="url(#dial)"/>
<circle cx="${cx}" cy="${cy}" r="93" fill="none" stroke="#9aa3ad" stroke-width="2"/>
${markers.join('')}
<rect x="${cx + 58}" y="${cy - 9}" width="22" height="18" rx="2" fill="#f5f5f2" stroke="#9aa3ad" stroke-width="1.5"/>
<rect x="${cx + 64}" y="${cy - 4}" width="10" height="8" rx="1" fill="#2b2f36"/>
${hand(305, 52, 10, 'url(#marker)')}
${hand(60, 78, 7, 'url(#marker)')}
<line x1="${polar(cx, cy, -22, 210).join('" y1="')}" x2="${polar(cx, cy, 86, 210).join('" y2="')}" stroke="#ff6b3d" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="7" fill="#ff6b3d"/>
<circle cx="${cx}" cy="${cy}" r="3" fill="#e6e9ed"/>
<path d="M ${cx - 80},${cy - 40} A 93,93 0 0,1 ${cx + 30},${cy - 88} L ${cx + 10},${cy - 20} Z" fill="#ffffff" opacity="0.07"/>`,
    defs,
  );
}

function cordlessDrill() {
  const bitGrooves = [];
  for (let x = 68; x < 138; x += 8)
    bitGrooves.push(`<path d="M ${x},233 L ${x + 6},243" stroke="#5d656e" stroke-width="2"/>`);
  const chuckRibs = [];
  for (let i = 0; i < 7; i++) {
    const x = 158 + i * 7;
    chuckRibs.push(
      `<line x1="${x}" y1="${218 - i * 1.6}" x2="${x}" y2="${258 + i * 1.6}" stroke="#3d3f44" stroke-width="2"/>`,
    );
  }
  const vents = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M ${452 + i * 10},200 L ${444 + i * 10},232" stroke="#6a3306" stroke-width="4" stroke-linecap="round"/>`,
    )
    .join('');
  const defs = [
    lin('body', [
      [0, '#ffb25e'],
      [0.35, '#f28c28'],
      [0.8, '#c8620e'],
      [1, '#9c4a08'],
    ]),
    lin('black', [
      [0, '#45474d'],
      [0.5, '#26272b'],
      [1, '#141416'],
    ]),
    lin('bit', [
      [0, '#f2f4f6'],
      [0.5, '#a3abb4'],
      [1, '#6b737c'],
    ]),
    lin(
      'handle',
      [
        [0, '#f7963a'],
        [1, '#b3560c'],
      ],
      { x2: 1, y2: 0 },
    ),
    lin(
      'grip',
      [
        [0, '#3a3c41'],
        [1, '#18191c'],
      ],
      { x2: 1, y2: 0 },
    ),
  ].join('');
  return scene(
    { wall: ['#f1ede7', '#d6cfc4'], floor: ['#cec6b9', '#b3aa9b'], horizon: 510 },
    `${shadow(540, 540, 150, 12, 0.4)}
${shadow(330, 420, 230, 10, 0.12, 'b20')}
<g transform="translate(75,22)">
  <path d="M 52,238 L 62,232 L 62,244 Z" fill="#8e969f"/>
  <rect x="60" y="232" width="82" height="12" rx="2" fill="url(#bit)"/>
  ${bitGrooves.join('')}
  <rect x="136" y="224" width="18" height="28" rx="3" fill="url(#bit)"/>
  <path d="M 150,216 L 205,203 L 205,273 L 150,260 Z" fill="url(#black)"/>
  ${chuckRibs.join('')}
  <rect x="200" y="192" width="36" height="92" rx="8" fill="url(#black)"/>
  <path d="M 206,196 L 206,280 M 214,194 L 214,282 M 222,194 L 222,282 M 230,196 L 230,280" stroke="#4f5158" stroke-width="2"/>
  <path d="M 430,288 L 500,290 C 502,330 512,382 526,444 L 436,444 C 426,392 420,340 430,288 Z" fill="url(#handle)"/>
  <path d="M 470,290 L 500,290 C 502,330 512,382 526,444 L 494,444 C 484,392 474,340 470,290 Z" fill="url(#grip)"/>
  <path d="M 428,298 C 410,304 404,336 414,356 L 432,352 C 428,334 430,316 436,300 Z" fill="url(#black)"/>
  <path d="M 236,186 L 520,176 C 560,176 582,202 582,236 C 582,270 560,294 520,294 L 236,290 C 236,290 234,186 236,186 Z" fill="url(#body)"/>
  <path d="M 512,176 C 558,176 582,202 582,236 C 582,270 560,294 512,294 Z" fill="url(#black)"/>
  <path d="M 250,196 L 500,188" stroke="#ffd9a8" stroke-width="4" stroke-linecap="round" opacity="0.7"/>
  ${vents}
  <rect x="448" y="292" width="18" height="10" rx="3" fill="#1c1d20"/>
  <rect x="414" y="436" width="132" height="24" rx="6" fill="url(#body)"/>
  <rect x="398" y="456" width="176" height="66" rx="12" fill="url(#black)"/>
  <rect x="404" y="460" width="164" height="6" rx="3" fill="#ffffff" opacity="0.12"/>
  <rect x="520" y="478" width="34" height="14" rx="4" fill="#f28c28"/>
  <rect x="420" y="484" width="10" height="5" rx="1" fill="#5ee36e"/><rect x="434" y="484" width="10" height="5" rx="1" fill="#5ee36e"/><rect x="448" y="484" width="10" height="5" rx="1" fill="#3c5a40"/>
</g>`,
    defs,
  );
}

function socketSet() {
  const socket = (x, y, r) => {
    const hex = [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = deg(i * 60 + 30);
        return `${r2(x + r * 0.55 * Math.cos(a))},${r2(y + r * 0.55 * Math.sin(a))}`;
      })
      .join(' ');
    return `<circle cx="${x + 2}" cy="${y + 3}" r="${r + 2}" fill="#0b0c0d"/>
<circle cx="${x}" cy="${y}" r="${r}" fill="url(#socket)"/>
<circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="none" stroke="#7f8891" stroke-width="1"/>
<polygon points="${hex}" fill="#1d1f23"/>
<circle cx="${r2(x - r * 0.1)}" cy="${r2(y - r * 0.12)}" r="${r2(r * 0.3)}" fill="#000" opacity="0.5"/>`;
  };
  const big = [];
  let x = 205;
  for (let i = 0; i < 8; i++) {
    const r = 16 + i * 1.2;
    x += r + 6;
    big.push(socket(r2(x), 195, r2(r)));
    x += r + 6;
  }
  const small = [];
  x = 200;
  for (let i = 0; i < 11; i++) {
    const r = 10 + i * 0.5;
    x += r + 7;
    small.push(socket(r2(x), 262, r2(r)));
    x += r + 7;
  }
  const bits = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      const bx = 536 + col * 24;
      const by = 318 + row * 32;
      bits.push(
        `<rect x="${bx}" y="${by}" width="12" height="24" rx="2" fill="url(#bar)"/><rect x="${bx + 3}" y="${by}" width="6" height="6" fill="#3a3d44"/>`,
      );
    }
  }
  const defs = [
    lin('case', [
      [0, '#e2453d'],
      [1, '#9c1f1b'],
    ]),
    lin('tray', [
      [0, '#2a2c30'],
      [1, '#16171a'],
    ]),
    rad(
      'socket',
      [
        [0, '#ffffff'],
        [0.45, '#c9cfd6'],
        [0.8, '#8a939d'],
        [1, '#dde2e7'],
      ],
      { cx: 0.35, cy: 0.3, r: 0.75 },
    ),
    lin('bar', [
      [0, '#f3f5f7'],
      [0.5, '#9aa2ab'],
      [1, '#d5dae0'],
    ]),
    rad(
      'head',
      [
        [0, '#f7f9fb'],
        [0.6, '#aab2bb'],
        [1, '#7a838d'],
      ],
      { cx: 0.35, cy: 0.35 },
    ),
    lin('rubber', [
      [0, '#3c3f45'],
      [1, '#15161a'],
    ]),
  ].join('');
  return scene(
    { wall: ['#e8edf2', '#c7d0da'], floor: ['#c0c9d4', '#a7b2bf'], horizon: 600, glow: 0.5 },
    `<rect x="160" y="138" width="500" height="360" rx="26" fill="#000" opacity="0.35" filter="url(#b12)"/>
<rect x="150" y="118" width="500" height="362" rx="26" fill="url(#case)"/>
<rect x="150" y="118" width="500" height="362" rx="26" fill="none" stroke="#ff8a80" stroke-width="2" opacity="0.5"/>
<rect x="168" y="136" width="464" height="326" rx="14" fill="url(#tray)"/>
<rect x="178" y="160" width="444" height="70" rx="10" fill="#0f1012" opacity="0.6"/>
<rect x="178" y="240" width="444" height="46" rx="10" fill="#0f1012" opacity="0.6"/>
${big.join('\n')}
${small.join('\n')}
<rect x="186" y="318" width="326" height="52" rx="12" fill="#0f1012" opacity="0.6"/>
<rect x="200" y="336" width="270" height="16" rx="8" fill="url(#bar)"/>
<rect x="200" y="334" width="130" height="20" rx="10" fill="url(#rubber)"/>
<path d="M 212,338 L 212,350 M 222,338 L 222,350 M 232,338 L 232,350 M 242,338 L 242,350 M 252,338 L 252,350 M 262,338 L 262,350 M 272,338 L 272,350 M 282,338 L 282,350 M 292,338 L 292,350 M 302,338 L 302,350 M 312,338 L 312,350" stroke="#4a4d55" stroke-width="2"/>
<circle cx="484" cy="344" r="28" fill="url(#head)"/>
<circle cx="484" cy="344" r="20" fill="none" stroke="#7d858f" stroke-width="1.5"/>
<rect x="477" y="337" width="14" height="14" fill="#5a6069"/>
<path d="M 470,322 L 484,316 L 498,322" fill="none" stroke="#5a6069" stroke-width="4" stroke-linecap="round"/>
<rect x="186" y="384" width="326" height="64" rx="12" fill="#0f1012" opacity="0.6"/>
<rect x="200" y="394" width="220" height="12" rx="4" fill="url(#bar)"/><rect x="412" y="391" width="20" height="18" rx="3" fill="url(#bar)"/>
<rect x="200" y="424" width="160" height="12" rx="4" fill="url(#bar)"/><rect x="352" y="421" width="20" height="18" rx="3" fill="url(#bar)"/>
<rect x="526" y="308" width="96" height="140" rx="10" fill="#0f1012" opacity="0.6"/>
${bits.join('')}
<rect x="290" y="474" width="44" height="18" rx="5" fill="url(#bar)"/>
<rect x="466" y="474" width="44" height="18" rx="5" fill="url(#bar)"/>`,
    defs,
  );
}

function handbag() {
  const defs = [
    rad(
      'leather',
      [
        [0, '#c98a52'],
        [0.55, '#a4622f'],
        [1, '#6e3c17'],
      ],
      { cx: 0.45, cy: 0.35, r: 0.75 },
    ),
    lin('flap', [
      [0, '#9a5426'],
      [1, '#7a3f19'],
    ]),
    lin('strap', [
      [0, '#8a4b20'],
      [1, '#5e3314'],
    ]),
    lin('gold', goldStops, { x1: 0, y1: 0, x2: 1, y2: 1 }),
  ].join('');
  const ring = (
    x,
    y,
  ) => `<rect x="${x - 12}" y="${y - 4}" width="24" height="30" rx="6" fill="url(#flap)" stroke="#5b2f10" stroke-width="1"/>
<circle cx="${x}" cy="${y - 6}" r="9" fill="none" stroke="url(#gold)" stroke-width="4"/>`;
  return scene(
    { wall: ['#f7f0e7', '#e6d6c2'], floor: ['#dfcdb6', '#c9b296'], horizon: 480 },
    `${shadow(400, 500, 245, 16, 0.4)}
<path d="M 318,252 C 322,138 478,138 482,252" fill="none" stroke="url(#strap)" stroke-width="15" stroke-linecap="round" opacity="0.85"/>
<path d="M 296,256 C 296,118 504,118 504,256" fill="none" stroke="url(#strap)" stroke-width="17" stroke-linecap="round"/>
<path d="M 300,240 C 304,140 496,140 500,240" fill="none" stroke="#e6c8a2" stroke-width="1.4" stroke-dasharray="6 5" opacity="0.7"/>
<path d="M 230,250 L 570,250 L 616,468 Q 620,492 596,492 L 204,492 Q 180,492 184,468 Z" fill="url(#leather)"/>
<path d="M 236,262 L 564,262 L 606,466 Q 608,480 594,480 L 206,480 Q 192,480 194,466 Z" fill="none" stroke="#f1d3ad" stroke-width="1.4" stroke-dasharray="6 5" opacity="0.65"/>
<path d="M 200,454 L 600,454" stroke="#5e3314" stroke-width="2" opacity="0.5"/>
${ring(296, 262)}
${ring(504, 262)}
<path d="M 228,250 L 572,250 L 562,346 Q 400,384 238,346 Z" fill="url(#flap)"/>
<path d="M 240,262 L 560,262 L 552,336 Q 400,370 248,336 Z" fill="none" stroke="#f1d3ad" stroke-width="1.4" stroke-dasharray="6 5" opacity="0.7"/>
<path d="M 250,258 L 548,258" stroke="#ffffff" stroke-width="3" opacity="0.12"/>
<rect x="376" y="344" width="48" height="32" rx="6" fill="url(#gold)" stroke="#7a5a0c" stroke-width="1.2"/>
<rect x="388" y="352" width="24" height="16" rx="3" fill="none" stroke="#7a5a0c" stroke-width="1.5"/>
<ellipse cx="330" cy="380" rx="70" ry="40" fill="#ffffff" opacity="0.06"/>`,
    defs,
  );
}

function sunglasses() {
  const lens = `M 205,255 C 240,235 345,235 372,250 C 392,262 385,300 370,330 C 348,372 300,392 262,380 C 215,365 190,320 195,285 C 197,270 198,262 205,255 Z`;
  const mirror = 'translate(800,0) scale(-1,1)';
  const defs = [
    lin('tint', [
      [0, '#2a1a10'],
      [0.45, '#5a3518'],
      [1, '#c98a45'],
    ]),
    lin('gold', goldStops, { x1: 0, y1: 0, x2: 1, y2: 1 }),
  ].join('');
  const glassShadow = `<path d="${lens}" fill="#a2631f" opacity="0.35"/>`;
  return scene(
    { wall: ['#fdf3dc', '#f5d6a6'], floor: ['#f0c98f', '#e0ad6a'], horizon: 400 },
    `<g transform="translate(14,150) scale(1,0.55)" filter="url(#b8)">${glassShadow}<g transform="${mirror}">${glassShadow}</g></g>
<path d="M 204,286 L 356,300 L 362,292" fill="none" stroke="url(#gold)" stroke-width="4" stroke-linecap="round"/>
<path d="M 596,286 L 444,300 L 438,292" fill="none" stroke="url(#gold)" stroke-width="4" stroke-linecap="round"/>
<path d="M 330,298 L 360,300" stroke="#3a2a1c" stroke-width="6" stroke-linecap="round"/>
<path d="M 470,298 L 440,300" stroke="#3a2a1c" stroke-width="6" stroke-linecap="round"/>
<path d="${lens}" fill="url(#tint)" opacity="0.9"/>
<g transform="${mirror}"><path d="${lens}" fill="url(#tint)" opacity="0.9"/></g>
<path d="M 222,262 C 260,250 320,250 350,258 C 300,262 250,280 226,300 Z" fill="#ffffff" opacity="0.22"/>
<path d="M 578,262 C 540,250 480,250 450,258 C 500,262 550,280 574,300 Z" fill="#ffffff" opacity="0.22"/>
<path d="${lens}" fill="none" stroke="url(#gold)" stroke-width="5"/>
<g transform="${mirror}"><path d="${lens}" fill="none" stroke="url(#gold)" stroke-width="5"/></g>
<path d="M 340,243 Q 400,230 460,243" fill="none" stroke="url(#gold)" stroke-width="5" stroke-linecap="round"/>
<path d="M 378,262 Q 400,250 422,262" fill="none" stroke="url(#gold)" stroke-width="4" stroke-linecap="round"/>
<path d="M 376,268 Q 378,286 382,296 M 424,268 Q 422,286 418,296" fill="none" stroke="url(#gold)" stroke-width="2"/>
<ellipse cx="383" cy="304" rx="6" ry="10" fill="#ffffff" opacity="0.55" stroke="#d9c9b0" stroke-width="1"/>
<ellipse cx="417" cy="304" rx="6" ry="10" fill="#ffffff" opacity="0.55" stroke="#d9c9b0" stroke-width="1"/>
<rect x="190" y="256" width="16" height="10" rx="3" fill="url(#gold)"/>
<rect x="594" y="256" width="16" height="10" rx="3" fill="url(#gold)"/>`,
    defs,
  );
}

function tableLamp() {
  const defs = [
    lin(
      'shade',
      [
        [0, '#d9b878'],
        [0.2, '#f6dfa8'],
        [0.5, '#fff3d0'],
        [0.8, '#f6dfa8'],
        [1, '#d2ad6a'],
      ],
      { x2: 1, y2: 0 },
    ),
    rad(
      'vase',
      [
        [0, '#6fd0c6'],
        [0.45, '#2f8f88'],
        [1, '#164e4a'],
      ],
      { cx: 0.38, cy: 0.35, r: 0.75 },
    ),
    lin(
      'brass',
      [
        [0, '#f6dc9c'],
        [0.5, '#b8893a'],
        [1, '#e9c77c'],
      ],
      { x2: 1, y2: 0 },
    ),
    rad(
      'lampGlow',
      [
        [0, '#ffd98a', 0.75],
        [0.5, '#ffc35c', 0.25],
        [1, '#ffc35c', 0],
      ],
      { cx: 400, cy: 250, r: 330, user: true },
    ),
    rad('pool', [
      [0, '#ffd98a', 0.55],
      [1, '#ffd98a', 0],
    ]),
    lin('table', [
      [0, '#7a5436'],
      [1, '#3e2819'],
    ]),
  ].join('');
  return scene(
    {
      wall: ['#3f3b52', '#26232f'],
      floor: ['#2a2633', '#1c1a22'],
      horizon: 600,
      glow: 0,
      vignette: 0.35,
    },
    `<rect width="800" height="600" fill="url(#lampGlow)"/>
<rect x="0" y="478" width="800" height="122" fill="url(#table)"/>
<rect x="0" y="478" width="800" height="3" fill="#a8785a" opacity="0.7"/>
<ellipse cx="400" cy="505" rx="260" ry="40" fill="url(#pool)"/>
${shadow(400, 500, 95, 9, 0.55, 'b4')}
<path d="M 388,318 L 412,318 L 414,345 C 482,360 502,420 472,474 C 464,488 452,496 432,498 L 368,498 C 348,496 336,488 328,474 C 298,420 318,360 386,345 Z" fill="url(#vase)"/>
<path d="M 348,392 C 344,420 350,446 364,466" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.35" stroke-linecap="round"/>
<rect x="364" y="494" width="72" height="10" rx="3" fill="url(#brass)"/>
<rect x="390" y="300" width="20" height="22" rx="3" fill="url(#brass)"/>
<ellipse cx="400" cy="322" rx="160" ry="20" fill="#fff6d8"/>
<ellipse cx="400" cy="326" rx="120" ry="12" fill="#ffffff" filter="url(#b8)"/>
<path d="M 300,150 L 500,150 L 560,322 A 160,20 0 0,1 240,322 Z" fill="url(#shade)"/>
<ellipse cx="400" cy="150" rx="100" ry="12" fill="#e3c48a"/>
<ellipse cx="400" cy="150" rx="92" ry="9" fill="#fff0c4"/>
<path d="M 246,316 A 160,20 0 0,0 554,316" fill="none" stroke="#c79c56" stroke-width="3"/>`,
    defs,
  );
}

function coffeeMachine() {
  const ticks = [];
  for (let i = 0; i <= 10; i++) {
    const a = -120 + i * 24;
    const [x1, y1] = polar(400, 176, 26, a);
    const [x2, y2] = polar(400, 176, i % 5 === 0 ? 19 : 22, a);
    ticks.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#333" stroke-width="${i % 5 === 0 ? 2 : 1}"/>`,
    );
  }
  const slots = [];
  for (let x = 276; x <= 520; x += 12)
    slots.push(`<rect x="${x}" y="410" width="6" height="18" rx="2" fill="#2a2c30"/>`);
  const defs = [
    lin(
      'steel',
      [
        [0, '#9aa2ab'],
        [0.15, '#e9ecef'],
        [0.45, '#c2c8cf'],
        [0.7, '#f4f6f8'],
        [1, '#8f979f'],
      ],
      { x2: 1, y2: 0 },
    ),
    lin('panel', [
      [0, '#2e3035'],
      [1, '#17181b'],
    ]),
    chrome('chrome', { x2: 1, y2: 0 }),
    rad('gauge', [
      [0, '#ffffff'],
      [1, '#e7e1d6'],
    ]),
    lin(
      'cup',
      [
        [0, '#ffffff'],
        [0.7, '#eceae6'],
        [1, '#cfcac2'],
      ],
      { x2: 1, y2: 0 },
    ),
    lin('handle', [
      [0, '#3a2a20'],
      [1, '#1e1510'],
    ]),
  ].join('');
  return scene(
    { wall: ['#f4ede5', '#dccdbc'], floor: ['#d3c2ad', '#b7a187'], horizon: 480 },
    `${shadow(400, 478, 215, 14, 0.45)}
<rect x="238" y="96" width="324" height="16" rx="4" fill="url(#chrome)"/>
<rect x="250" y="90" width="300" height="6" rx="3" fill="#8f979f"/>
<rect x="242" y="110" width="316" height="360" rx="14" fill="url(#steel)"/>
<rect x="262" y="128" width="276" height="92" rx="10" fill="url(#panel)"/>
<circle cx="400" cy="176" r="34" fill="url(#chrome)"/>
<circle cx="400" cy="176" r="28" fill="url(#gauge)"/>
${ticks.join('')}
<path d="M 400,176 L ${polar(400, 176, 22, 36).join(',')}" stroke="#d62828" stroke-width="2.4" stroke-linecap="round"/>
<circle cx="400" cy="176" r="3.5" fill="#333"/>
<circle cx="310" cy="176" r="16" fill="url(#chrome)"/><circle cx="310" cy="176" r="9" fill="#1b1c20"/><circle cx="310" cy="152" r="3" fill="#5ee36e"/>
<circle cx="490" cy="176" r="16" fill="url(#chrome)"/><circle cx="490" cy="176" r="9" fill="#1b1c20"/><circle cx="490" cy="152" r="3" fill="#ffb020"/>
<rect x="356" y="232" width="88" height="22" rx="4" fill="url(#chrome)"/>
<path d="M 362,254 L 438,254 L 430,272 L 370,272 Z" fill="url(#chrome)"/>
<rect x="358" y="272" width="84" height="22" rx="5" fill="url(#chrome)"/>
<path d="M 440,280 L 548,302" stroke="url(#handle)" stroke-width="20" stroke-linecap="round"/>
<path d="M 448,276 L 540,295" stroke="#ffffff" stroke-width="3" opacity="0.15" stroke-linecap="round"/>
<rect x="388" y="294" width="8" height="8" rx="2" fill="#8f979f"/><rect x="404" y="294" width="8" height="8" rx="2" fill="#8f979f"/>
<path d="M 392,302 L 392,352 M 408,302 L 408,352" stroke="#6b3e1c" stroke-width="3" opacity="0.9"/>
<path d="M 282,232 L 282,250 C 282,300 270,340 268,382" fill="none" stroke="url(#chrome)" stroke-width="9" stroke-linecap="round"/>
<rect x="276" y="226" width="14" height="12" rx="3" fill="#1b1c20"/>
<rect x="262" y="396" width="276" height="40" rx="6" fill="url(#chrome)"/>
${slots.join('')}
<path d="M 360,342 L 440,342 L 436,380 C 432,398 418,404 400,404 C 382,404 368,398 364,380 Z" fill="url(#cup)"/>
<path d="M 438,354 C 462,352 464,382 434,384" fill="none" stroke="#e8e4de" stroke-width="7"/>
<ellipse cx="400" cy="342" rx="40" ry="7" fill="#f4f1ec"/>
<ellipse cx="400" cy="343" rx="35" ry="5" fill="#b9824a"/>
<ellipse cx="400" cy="404" rx="48" ry="6" fill="#f1eeea" stroke="#cfcac2" stroke-width="1"/>
<rect x="256" y="466" width="30" height="10" rx="3" fill="#1b1c20"/><rect x="514" y="466" width="30" height="10" rx="3" fill="#1b1c20"/>`,
    defs,
  );
}

function roadBike() {
  const R = [250, 392];
  const F = [560, 392];
  const BB = [388, 408];
  const ST = [352, 220];
  const HT = [522, 226];
  const HB = [534, 278];
  const wheel = ([cx, cy]) => {
    const spokes = [];
    for (let i = 0; i < 20; i++) {
      const a = i * 18;
      const [x1, y1] = polar(cx, cy, 8, a + (i % 2 ? 40 : -40));
      const [x2, y2] = polar(cx, cy, 98, a);
      spokes.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
    }
    return `<circle cx="${cx}" cy="${cy}" r="116" fill="none" stroke="#18191b" stroke-width="10"/>
<circle cx="${cx}" cy="${cy}" r="112" fill="none" stroke="#3a3c40" stroke-width="1.5"/>
<circle cx="${cx}" cy="${cy}" r="104" fill="none" stroke="#2b2d31" stroke-width="12"/>
<circle cx="${cx}" cy="${cy}" r="104" fill="none" stroke="#b9c0c8" stroke-width="2"/>
<g stroke="#c3c9d0" stroke-width="1.3">${spokes.join('')}</g>
<circle cx="${cx}" cy="${cy}" r="10" fill="url(#hub)"/>`;
  };
  const tube = (a, b, w, color = '#d7263d') =>
    `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;
  const shine = (a, b) =>
    `<line x1="${a[0]}" y1="${a[1] - 3}" x2="${b[0]}" y2="${b[1] - 3}" stroke="#ff8a96" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/>`;
  const defs = [
    rad(
      'hub',
      [
        [0, '#ffffff'],
        [1, '#7d858f'],
      ],
      { cx: 0.35, cy: 0.35 },
    ),
  ].join('');
  return scene(
    { wall: ['#e9f3fb', '#c2d9ee'], floor: ['#b9d0e5', '#9cb8d2'], horizon: 500 },
    `${shadow(405, 512, 300, 11, 0.4)}
${wheel(R)}
${wheel(F)}
<line x1="${BB[0]}" y1="${BB[1] - 34}" x2="${R[0]}" y2="${R[1] - 12}" stroke="#5b6068" stroke-width="2.5" stroke-dasharray="3 2"/>
<line x1="${BB[0]}" y1="${BB[1] + 34}" x2="${R[0]}" y2="${R[1] + 12}" stroke="#5b6068" stroke-width="2.5" stroke-dasharray="3 2"/>
<circle cx="${R[0]}" cy="${R[1]}" r="14" fill="#8e969f" stroke="#5b6068" stroke-width="3"/>
${tube(BB, R, 9)}
${tube([ST[0] + 2, ST[1] + 14], R, 8)}
${tube(BB, ST, 13)}
${tube(ST, HT, 12)}
${tube(HB, BB, 15)}
${shine(ST, HT)}
<path d="M ${HB[0]},${HB[1]} Q ${F[0] - 10},${F[1] - 60} ${F[0]},${F[1]}" fill="none" stroke="#d7263d" stroke-width="9" stroke-linecap="round"/>
${tube(HT, HB, 15, '#b81d31')}
<line x1="${ST[0]}" y1="${ST[1]}" x2="${ST[0] - 9}" y2="${ST[1] - 40}" stroke="#2b2d31" stroke-width="7" stroke-linecap="round"/>
<path d="M 300,176 C 320,168 360,170 384,178 C 370,186 340,188 312,186 Z" fill="#1b1c1f"/>
<line x1="${HT[0]}" y1="${HT[1]}" x2="${HT[0] + 30}" y2="${HT[1] - 14}" stroke="#2b2d31" stroke-width="7" stroke-linecap="round"/>
<path d="M ${HT[0] + 30},${HT[1] - 14} C 590,206 602,232 592,258 C 586,274 568,278 556,270" fill="none" stroke="#1b1c1f" stroke-width="8" stroke-linecap="round"/>
<path d="M 566,214 L 572,246" stroke="#2b2d31" stroke-width="6" stroke-linecap="round"/>
<circle cx="${BB[0]}" cy="${BB[1]}" r="36" fill="none" stroke="#9aa2ab" stroke-width="5"/>
<circle cx="${BB[0]}" cy="${BB[1]}" r="38" fill="none" stroke="#5b6068" stroke-width="3" stroke-dasharray="2 3"/>
<circle cx="${BB[0]}" cy="${BB[1]}" r="11" fill="url(#hub)"/>
<line x1="${BB[0]}" y1="${BB[1]}" x2="${BB[0] + 22}" y2="${BB[1] + 48}" stroke="#1b1c1f" stroke-width="9" stroke-linecap="round"/>
<rect x="${BB[0] + 8}" y="${BB[1] + 46}" width="30" height="8" rx="3" fill="#2b2d31"/>`,
    defs,
  );
}

function dumbbells() {
  const bell = (x, y, s) => {
    const head = (hx) => `<g transform="translate(${hx},0)">
  <rect x="-38" y="-78" width="76" height="156" rx="10" fill="#1a1b1e"/>
  <rect x="-38" y="-78" width="76" height="40" rx="10" fill="url(#top)"/>
  <rect x="-38" y="-40" width="76" height="80" fill="url(#mid)"/>
  <rect x="-38" y="38" width="76" height="40" rx="10" fill="#141517"/>
  <line x1="-38" y1="-39" x2="38" y2="-39" stroke="#6a6e76" stroke-width="1.5"/>
  <line x1="-38" y1="39" x2="38" y2="39" stroke="#0a0a0b" stroke-width="1.5"/>
</g>`;
    const knurl = [];
    for (let kx = -62; kx <= 62; kx += 6)
      knurl.push(`<line x1="${kx}" y1="-10" x2="${kx + 4}" y2="10"/>`);
    return `<g transform="translate(${x},${y}) scale(${s})">
  <rect x="-150" y="-15" width="300" height="30" rx="6" fill="url(#bar)"/>
  <g stroke="#7f8891" stroke-width="1" opacity="0.6">${knurl.join('')}</g>
  <rect x="-108" y="-24" width="14" height="48" rx="4" fill="url(#bar)"/>
  <rect x="94" y="-24" width="14" height="48" rx="4" fill="url(#bar)"/>
  ${head(-140)}
  ${head(140)}
  <rect x="-106" y="-60" width="4" height="120" rx="2" fill="#e63946"/>
  <rect x="102" y="-60" width="4" height="120" rx="2" fill="#e63946"/>
</g>`;
  };
  const defs = [
    chrome('bar'),
    lin('top', [
      [0, '#5b5f67'],
      [1, '#33363b'],
    ]),
    lin('mid', [
      [0, '#2e3034'],
      [1, '#1f2023'],
    ]),
  ].join('');
  return scene(
    { wall: ['#eef0f3', '#d2d7de'], floor: ['#c4cad3', '#a6aeba'], horizon: 380 },
    `${shadow(450, 352, 230, 14, 0.4)}
${bell(450, 282, 0.82)}
${shadow(370, 482, 270, 16, 0.45)}
${bell(370, 398, 1)}`,
    defs,
  );
}

function tennisRacket() {
  const strings = [];
  for (let x = -96; x <= 96; x += 12) strings.push(`<line x1="${x}" y1="-260" x2="${x}" y2="20"/>`);
  for (let y = -250; y <= 10; y += 12)
    strings.push(`<line x1="-110" y1="${y}" x2="110" y2="${y}"/>`);
  const grip = [];
  for (let y = 110; y < 262; y += 12) grip.push(`<line x1="-15" y1="${y}" x2="15" y2="${y + 8}"/>`);
  const defs = [
    `<clipPath id="head"><ellipse cx="0" cy="-120" rx="97" ry="128"/></clipPath>`,
    lin(
      'frame',
      [
        [0, '#2b4f7e'],
        [1, '#12263f'],
      ],
      { x2: 1, y2: 0 },
    ),
    lin(
      'wrap',
      [
        [0, '#ffffff'],
        [0.5, '#eef1f4'],
        [1, '#c9cfd6'],
      ],
      { x2: 1, y2: 0 },
    ),
    rad(
      'ball',
      [
        [0, '#f4ff7a'],
        [0.6, '#d4ec2a'],
        [1, '#93a812'],
      ],
      { cx: 0.38, cy: 0.35, r: 0.7 },
    ),
  ].join('');
  return scene(
    { wall: ['#eef6e9', '#c9e1bf'], floor: ['#bfdab0', '#9ec38c'], horizon: 460 },
    `<g transform="translate(362,330) rotate(-32)" opacity="0.25" filter="url(#b12)"><ellipse cx="20" cy="-100" rx="110" ry="140" fill="#000"/></g>
${shadow(560, 498, 44, 9, 0.45, 'b4')}
<g transform="translate(350,318) rotate(-32)">
  <g clip-path="url(#head)" stroke="#f5f5f2" stroke-width="1.6">${strings.join('')}</g>
  <ellipse cx="0" cy="-120" rx="104" ry="135" fill="none" stroke="url(#frame)" stroke-width="14"/>
  <ellipse cx="0" cy="-120" rx="104" ry="135" fill="none" stroke="#f4a261" stroke-width="3" stroke-dasharray="40 260" stroke-dashoffset="60"/>
  <path d="M -55,-9 Q -50,3 0,-4 Q 50,3 55,-9" fill="none" stroke="url(#frame)" stroke-width="10"/>
  <path d="M -58,-4 Q -14,50 -11,112 M 58,-4 Q 14,50 11,112" fill="none" stroke="url(#frame)" stroke-width="13" stroke-linecap="round"/>
  <path d="M -70,-40 Q -80,-140 -40,-220" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.35" stroke-linecap="round"/>
  <rect x="-16" y="106" width="32" height="160" rx="8" fill="url(#wrap)"/>
  <g stroke="#b7bec6" stroke-width="1.6">${grip.join('')}</g>
  <rect x="-18" y="260" width="36" height="14" rx="5" fill="#12263f"/>
</g>
<circle cx="560" cy="454" r="40" fill="url(#ball)"/>
<path d="M 528,430 C 550,444 552,470 530,480" fill="none" stroke="#f8fbf0" stroke-width="4" stroke-linecap="round"/>
<path d="M 592,428 C 570,440 568,466 590,478" fill="none" stroke="#f8fbf0" stroke-width="4" stroke-linecap="round"/>`,
    defs,
  );
}

function camera() {
  const ridges = [];
  for (let i = 0; i < 72; i++) {
    const [x1, y1] = polar(430, 320, 84, i * 5);
    const [x2, y2] = polar(430, 320, 94, i * 5);
    ridges.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
  }
  const dial = [];
  for (let x = 236; x <= 294; x += 5) dial.push(`<line x1="${x}" y1="178" x2="${x}" y2="192"/>`);
  const defs = [
    lin('body', [
      [0, '#34363b'],
      [0.3, '#232428'],
      [1, '#101113'],
    ]),
    lin(
      'grip',
      [
        [0, '#2a2b2f'],
        [1, '#0d0d0f'],
      ],
      { x2: 1, y2: 0 },
    ),
    lin(
      'mount',
      [
        [0, '#f0f2f4'],
        [0.5, '#9aa2ab'],
        [1, '#d9dde2'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    rad(
      'glass',
      [
        [0, '#3d4f78'],
        [0.55, '#141b2c'],
        [1, '#05070b'],
      ],
      { cx: 0.4, cy: 0.38, r: 0.65 },
    ),
    lin(
      'barrel',
      [
        [0, '#3a3c42'],
        [1, '#141518'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  ].join('');
  return scene(
    { wall: ['#ececef', '#c9c9d0'], floor: ['#bfbfc8', '#a2a2ae'], horizon: 440 },
    `${shadow(410, 440, 230, 14, 0.45)}
<path d="M 332,202 L 356,148 L 464,148 L 488,202 Z" fill="url(#body)"/>
<rect x="384" y="140" width="52" height="10" rx="2" fill="url(#mount)"/>
<rect x="226" y="184" width="76" height="18" rx="4" fill="#1b1c1f"/>
<ellipse cx="265" cy="184" rx="40" ry="9" fill="#3a3c42"/>
<g stroke="#5b5e66" stroke-width="2">${dial.join('')}</g>
<ellipse cx="560" cy="192" rx="16" ry="5" fill="url(#mount)"/>
<rect x="548" y="190" width="24" height="12" fill="#1b1c1f"/>
<rect x="206" y="198" width="396" height="228" rx="26" fill="url(#body)"/>
<path d="M 206,230 Q 206,200 236,200 L 300,200 L 300,426 L 236,426 Q 206,426 206,396 Z" fill="url(#grip)"/>
<g stroke="#3a3c42" stroke-width="1" opacity="0.7">${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `<line x1="214" y1="${230 + i * 18}" x2="292" y2="${222 + i * 18}"/>`).join('')}</g>
<rect x="210" y="202" width="388" height="4" rx="2" fill="#ffffff" opacity="0.1"/>
<circle cx="322" cy="224" r="8" fill="#7a3a1c"/><circle cx="320" cy="222" r="3" fill="#ffb28a" opacity="0.6"/>
<circle cx="430" cy="320" r="112" fill="url(#mount)"/>
<circle cx="430" cy="320" r="104" fill="url(#barrel)"/>
<g stroke="#0c0c0e" stroke-width="3">${ridges.join('')}</g>
<circle cx="430" cy="320" r="80" fill="#1a1b1e"/>
<circle cx="430" cy="320" r="74" fill="none" stroke="#c1272d" stroke-width="2.5"/>
<circle cx="430" cy="320" r="66" fill="#0b0c0e"/>
<circle cx="430" cy="320" r="58" fill="url(#glass)"/>
<path d="M 392,300 A 42,42 0 0,1 430,278" fill="none" stroke="#8a7cff" stroke-width="5" opacity="0.5" stroke-linecap="round"/>
<path d="M 462,350 A 44,44 0 0,1 440,362" fill="none" stroke="#52e0a0" stroke-width="4" opacity="0.45" stroke-linecap="round"/>
<circle cx="408" cy="296" r="10" fill="#ffffff" opacity="0.55" filter="url(#b2)"/>
<circle cx="446" cy="336" r="22" fill="none" stroke="#6a7fb0" stroke-width="2" opacity="0.4"/>
<circle cx="548" cy="372" r="9" fill="url(#mount)"/>`,
    defs,
  );
}

// ---------------------------------------------------------------- output

export const photos = {
  laptop: laptop,
  'games-console': gamesConsole,
  smartphone: smartphone,
  headphones: headphones,
  camera: camera,
  'gold-chain': goldChain,
  'diamond-ring': diamondRing,
  wristwatch: wristwatch,
  'cordless-drill': cordlessDrill,
  'socket-set': socketSet,
  'leather-handbag': handbag,
  sunglasses: sunglasses,
  'table-lamp': tableLamp,
  'coffee-machine': coffeeMachine,
  'road-bike': roadBike,
  dumbbells: dumbbells,
  'tennis-racket': tennisRacket,
};

async function main() {
  const wanted = process.argv.slice(2);
  const slugs = wanted.length ? wanted : Object.keys(photos);
  mkdirSync(outDir, { recursive: true });
  let total = 0;
  for (const slug of slugs) {
    const draw = photos[slug];
    if (!draw) throw new Error(`No drawing called "${slug}"`);
    const jpeg = await sharp(Buffer.from(draw()))
      .resize(W, H)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    if (jpeg.length > MAX_BYTES)
      throw new Error(`${slug}.jpg is ${jpeg.length} bytes, over ${MAX_BYTES}`);
    writeFileSync(path.join(outDir, `${slug}.jpg`), jpeg);
    total += jpeg.length;
    console.log(`${`${slug}.jpg`.padEnd(22)} ${String(jpeg.length).padStart(7)} bytes`);
  }
  console.log(`${slugs.length} pictures, ${total} bytes in total`);
}

await main();
