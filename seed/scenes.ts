// Procedural flat-illustration pictures for the demo listings. Nothing can be downloaded on the
// machines that seed, so every listing photo is drawn here as an SVG (1280 × 853, 3:2) from a
// descriptor: the kind of picture and a seed that varies colours, sizes, sky and details.
// Pure functions, no I/O: the same descriptor always gives the same picture.
// Long because it is drawing data (one function per kind of picture), not logic to hold in one's head.

const SCENE_WIDTH = 1280;
const SCENE_HEIGHT = 853;

export type SceneKind =
  | 'apartment-tower'
  | 'flat-building'
  | 'house'
  | 'villa'
  | 'villa-garden'
  | 'plot'
  | 'plot-layout'
  | 'farmland'
  | 'farm-grove'
  | 'living-room'
  | 'kitchen'
  | 'bedroom';

export type FarmCrop = 'paddy' | 'chilli' | 'cotton' | 'maize';

/** What to draw: the kind of picture and a seed; farm pictures may fix the crop. */
export type SceneDescriptor = {
  kind: SceneKind;
  seed: number;
  crop?: FarmCrop;
};

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32): small, fast and the same on every platform.

export type Rng = {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

export function createRng(seed: number): Rng {
  let a = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------------------------
// Colour and SVG helpers

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function rgbToHex(r: number, g: number, b: number): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend of two #rrggbb colours; t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** Lighter (amount > 0) or darker (amount < 0). */
function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

const f = (x: number) => String(Math.round(x * 10) / 10);

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
}
function rrect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') {
  return rect(x, y, w, h, fill, ` rx="${f(r)}"${extra}`);
}
function poly(points: readonly number[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(f).join(' ')}" fill="${fill}"${extra}/>`;
}
/**
 * The points of a four-sided shape with a level top and bottom (a road, a roof slab, a bed
 * seen in perspective): the top edge at y0 from left0 to right0, the bottom at y1.
 */
function levelQuad(
  y0: number,
  left0: number,
  right0: number,
  y1: number,
  left1: number,
  right1: number,
): number[] {
  return [left0, y0, right0, y0, right1, y1, left1, y1];
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
}
function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
}
function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
) {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra}/>`;
}
function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}
const op = (o: number) => ` opacity="${Math.round(o * 100) / 100}"`;

type Mood = 'day' | 'morning' | 'dusk';

type Ctx = {
  r: Rng;
  mood: Mood;
  defs: string[];
  out: string[];
  ids: number;
  crop?: FarmCrop | undefined;
};

function gradientId(c: Ctx): string {
  c.ids += 1;
  return `g${c.ids}`;
}

function linear(c: Ctx, stops: readonly [number, string][], vertical = true, extra = ''): string {
  const id = gradientId(c);
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  c.defs.push(
    `<linearGradient id="${id}" ${dir}${extra}>${stops
      .map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`)
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(c: Ctx, stops: readonly [number, string, number][]): string {
  const id = gradientId(c);
  c.defs.push(
    `<radialGradient id="${id}">${stops
      .map(([o, col, a]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${a}"/>`)
      .join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}

// ---------------------------------------------------------------------------------------------
// Palettes

const FACADES = [
  '#f4ecdc',
  '#efe6d8',
  '#f3dcc4',
  '#e3eaf0',
  '#f1e4c8',
  '#ead8c8',
  '#f6efe6',
  '#e6ede0',
];
const ACCENTS = [
  '#c8714c',
  '#7d93ab',
  '#a87b58',
  '#5d8292',
  '#d49a55',
  '#8e6f9e',
  '#6f9a6e',
  '#b5544a',
];
const HOUSE_COLOURS = [
  '#f7d9a0',
  '#f2c6a8',
  '#cfe3c1',
  '#f6e7b4',
  '#d9e6f2',
  '#f4d0c4',
  '#e9dcf0',
  '#fbe3c3',
];
const ROOF_COLOURS = ['#b4513a', '#8c3f31', '#5a5f66', '#3f4a56', '#a8643b'];
const WALLS = ['#f3ebe0', '#eee6da', '#e8efe9', '#f1e7dc', '#e6ecf2', '#f4eee4', '#efe4e0'];
const ACCENT_WALLS = ['#3d6b73', '#c98b5e', '#6d7f9a', '#8aa17c', '#b86f66', '#d6b26a', '#566b8a'];
const FABRICS = [
  '#4f6d8f',
  '#b5654e',
  '#6f8f6a',
  '#c99a4b',
  '#7b6a9c',
  '#3f7f7a',
  '#a0475a',
  '#8a8f99',
];
const WOODS = ['#a0714f', '#8a5a3b', '#b98a5e', '#6e4a33', '#c49a6c'];

// ---------------------------------------------------------------------------------------------
// Outdoor pieces

function pickMood(r: Rng): Mood {
  const x = r.next();
  return x < 0.68 ? 'day' : x < 0.84 ? 'morning' : 'dusk';
}

function skyColours(mood: Mood): [string, string, string] {
  if (mood === 'dusk') return ['#35417d', '#d9826e', '#ffd39b'];
  if (mood === 'morning') return ['#7cc3ec', '#bfe3f3', '#fdeccc'];
  return ['#4ea7e3', '#95cdf0', '#def2fb'];
}

function drawSky(c: Ctx, horizon: number): void {
  const [top, mid, bottom] = skyColours(c.mood);
  const fill = linear(c, [
    [0, top],
    [0.6, mid],
    [1, bottom],
  ]);
  c.out.push(rect(0, 0, SCENE_WIDTH, horizon + 4, fill));
  // Sun
  const r = c.r;
  const sx = r.range(140, 1140);
  const sy =
    c.mood === 'dusk' ? horizon - r.range(50, 110) : r.range(80, Math.min(220, horizon - 120));
  const core = c.mood === 'dusk' ? '#ffc07a' : c.mood === 'morning' ? '#fff1c2' : '#fff8d6';
  const glow = radial(c, [
    [0, core, 0.85],
    [0.35, core, 0.35],
    [1, core, 0],
  ]);
  c.out.push(circle(sx, sy, c.mood === 'dusk' ? 170 : 130, glow));
  c.out.push(circle(sx, sy, c.mood === 'dusk' ? 52 : 40, core));
  // Clouds
  const clouds = r.int(2, 4);
  const cloudColour = c.mood === 'dusk' ? '#f6c2a8' : '#ffffff';
  for (let i = 0; i < clouds; i++) {
    const cx = (SCENE_WIDTH / clouds) * (i + r.range(0.15, 0.85));
    const cy = r.range(60, Math.max(90, horizon * 0.45));
    drawCloud(c, cx, cy, r.range(0.7, 1.35), cloudColour);
  }
}

function drawCloud(c: Ctx, cx: number, cy: number, s: number, colour: string): void {
  const parts: [number, number, number, number][] = [
    [0, 0, 78, 26],
    [-52, 8, 46, 18],
    [54, 9, 50, 17],
    [-18, -16, 42, 26],
    [22, -14, 38, 24],
  ];
  const body = parts
    .map(([x, y, rx, ry]) => ellipse(cx + x * s, cy + y * s, rx * s, ry * s, colour))
    .join('');
  c.out.push(`<g${op(0.88)}>${body}</g>`);
}

function drawHills(c: Ctx, horizon: number, colour: string, height: number): void {
  const r = c.r;
  let d = `M0 ${f(horizon)} L0 ${f(horizon - height * r.range(0.2, 0.6))}`;
  let x = 0;
  while (x < SCENE_WIDTH) {
    const w = r.range(160, 360);
    const peak = horizon - height * r.range(0.35, 1);
    d += ` Q${f(x + w / 2)} ${f(peak - height * 0.5)} ${f(x + w)} ${f(horizon - height * r.range(0.15, 0.5))}`;
    x += w;
  }
  d += ` L${SCENE_WIDTH} ${f(horizon)} Z`;
  c.out.push(path(d, colour));
}

function drawTreeLine(c: Ctx, y: number, size: number, colour: string): void {
  const r = c.r;
  const parts: string[] = [];
  for (let x = -20; x < SCENE_WIDTH + 30; x += r.range(size * 0.9, size * 1.6)) {
    const rr = r.range(size * 0.55, size);
    parts.push(circle(x, y - rr * 0.6, rr, r.chance(0.5) ? colour : shade(colour, -0.08)));
  }
  parts.push(rect(0, y - 2, SCENE_WIDTH, 4, colour));
  c.out.push(parts.join(''));
}

function drawPalm(c: Ctx, x: number, baseY: number, h: number, lean: number): void {
  const r = c.r;
  const topX = x + lean * h;
  const topY = baseY - h;
  const trunk = c.mood === 'dusk' ? '#6b5140' : '#8d6b4c';
  const w = h * 0.045;
  const midX = x + lean * h * 0.35;
  c.out.push(
    path(
      `M${f(x - w)} ${f(baseY)} Q${f(midX - w * 0.8)} ${f(baseY - h * 0.5)} ${f(topX - w * 0.55)} ${f(topY)} L${f(topX + w * 0.55)} ${f(topY)} Q${f(midX + w * 0.8)} ${f(baseY - h * 0.5)} ${f(x + w)} ${f(baseY)} Z`,
      trunk,
    ),
  );
  // trunk rings
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const px = x + (topX - x) * t * t * 0.4 + (topX - x) * t * 0.6;
    c.out.push(
      line(px - w * 0.8, baseY - h * t, px + w * 0.8, baseY - h * t, shade(trunk, -0.2), 1.5),
    );
  }
  const leaf = c.mood === 'dusk' ? '#2f6b3a' : r.pick(['#3f9142', '#4a9a3c', '#3b8a4a']);
  const dark = shade(leaf, -0.2);
  const fronds = 9;
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI + (i / (fronds - 1)) * Math.PI + r.range(-0.15, 0.15);
    const len = h * r.range(0.32, 0.45);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.55 + len * 0.45;
    const cx1 = topX + Math.cos(a) * len * 0.5;
    const cy1 = topY + Math.sin(a) * len * 0.7 - len * 0.15;
    const wd = len * 0.11;
    c.out.push(
      path(
        `M${f(topX)} ${f(topY)} Q${f(cx1)} ${f(cy1 - wd)} ${f(ex)} ${f(ey)} Q${f(cx1)} ${f(cy1 + wd)} ${f(topX)} ${f(topY)} Z`,
        i % 2 ? leaf : dark,
      ),
    );
  }
  c.out.push(
    circle(topX - 4, topY + 6, h * 0.022, '#6b4a2a'),
    circle(topX + 5, topY + 8, h * 0.022, '#7a5630'),
  );
}

function drawRoundTree(c: Ctx, x: number, baseY: number, h: number): void {
  const r = c.r;
  const trunk = '#7a5a40';
  c.out.push(rect(x - h * 0.04, baseY - h * 0.5, h * 0.08, h * 0.5, trunk));
  const g = c.mood === 'dusk' ? '#3c6e3e' : r.pick(['#5a9e48', '#4f9440', '#6aa94f', '#478a3f']);
  const rr = h * 0.28;
  c.out.push(
    circle(x - rr * 0.55, baseY - h * 0.58, rr * 0.8, shade(g, -0.12)),
    circle(x + rr * 0.6, baseY - h * 0.6, rr * 0.78, shade(g, -0.06)),
    circle(x, baseY - h * 0.78, rr, g),
    circle(x - rr * 0.25, baseY - h * 0.86, rr * 0.45, shade(g, 0.12)),
  );
}

function drawShrubs(c: Ctx, x0: number, x1: number, y: number, size: number): void {
  const r = c.r;
  const g = c.mood === 'dusk' ? '#3f7040' : '#4f9a45';
  for (let x = x0; x < x1; x += size * r.range(0.9, 1.4)) {
    const s = size * r.range(0.55, 0.8);
    c.out.push(ellipse(x, y - s * 0.4, s, s * 0.7, r.chance(0.5) ? g : shade(g, 0.1)));
    if (r.chance(0.35)) {
      const flower = r.pick(['#f06a8a', '#ffd04d', '#ff8c42', '#ffffff']);
      c.out.push(
        circle(x - s * 0.3, y - s * 0.6, 4, flower),
        circle(x + s * 0.25, y - s * 0.5, 4, flower),
      );
    }
  }
}

function drawGround(c: Ctx, horizon: number, top: string, bottom: string): void {
  const fill = linear(c, [
    [0, top],
    [1, bottom],
  ]);
  c.out.push(rect(0, horizon, SCENE_WIDTH, SCENE_HEIGHT - horizon, fill));
}

/** Sky, a line of trees (`treeColour` mixed into the haze) on the horizon, and a lawn below. */
function drawLawnBackdrop(
  c: Ctx,
  horizon: number,
  treeSize: number,
  treeColour: string,
  treeMix: number,
): void {
  drawSky(c, horizon);
  drawTreeLine(c, horizon, treeSize, mix(skyColours(c.mood)[2], treeColour, treeMix));
  const [top, bottom] = grassColours(c.mood);
  drawGround(c, horizon, top, bottom);
}

function grassColours(mood: Mood): [string, string] {
  if (mood === 'dusk') return ['#6f9a55', '#3f6a38'];
  return ['#a5d16f', '#5f9f44'];
}

function drawRoad(c: Ctx, y: number, h: number): void {
  c.out.push(rect(0, y, SCENE_WIDTH, 10, '#c9c3b8'));
  c.out.push(rect(0, y + 10, SCENE_WIDTH, h - 10, c.mood === 'dusk' ? '#4d4f57' : '#6b6d72'));
  const mid = y + 10 + (h - 10) * 0.55;
  for (let x = 20; x < SCENE_WIDTH; x += 120) c.out.push(rect(x, mid, 60, 6, '#eeeeee', op(0.85)));
}

function drawCar(c: Ctx, x: number, y: number, s: number): void {
  const body = c.r.pick(['#c0392b', '#f2f2f2', '#2d5d8a', '#9aa3ab', '#24303d', '#d98f2b']);
  c.out.push(
    ellipse(x + 90 * s, y + 4 * s, 95 * s, 8 * s, '#000000', op(0.2)),
    path(
      `M${f(x)} ${f(y - 14 * s)} Q${f(x)} ${f(y - 36 * s)} ${f(x + 30 * s)} ${f(y - 38 * s)} L${f(x + 55 * s)} ${f(y - 62 * s)} L${f(x + 130 * s)} ${f(y - 62 * s)} L${f(x + 158 * s)} ${f(y - 38 * s)} Q${f(x + 180 * s)} ${f(y - 36 * s)} ${f(x + 182 * s)} ${f(y - 14 * s)} L${f(x + 182 * s)} ${f(y - 6 * s)} L${f(x)} ${f(y - 6 * s)} Z`,
      body,
    ),
    poly(
      levelQuad(y - 56 * s, x + 62 * s, x + 92 * s, y - 39 * s, x + 42 * s, x + 92 * s),
      '#a9cfe6',
    ),
    poly(
      levelQuad(y - 56 * s, x + 98 * s, x + 126 * s, y - 39 * s, x + 98 * s, x + 146 * s),
      '#a9cfe6',
    ),
    circle(x + 40 * s, y - 6 * s, 16 * s, '#222222'),
    circle(x + 40 * s, y - 6 * s, 7 * s, '#bbbbbb'),
    circle(x + 142 * s, y - 6 * s, 16 * s, '#222222'),
    circle(x + 142 * s, y - 6 * s, 7 * s, '#bbbbbb'),
  );
}

function drawPole(c: Ctx, x: number, baseY: number, h: number): void {
  c.out.push(
    rect(x - 3, baseY - h, 6, h, '#8a8f96'),
    rect(x - 22, baseY - h + 8, 44, 4, '#6d7278'),
  );
}

function drawStreetLight(c: Ctx, x: number, baseY: number, h: number, dir: 1 | -1): void {
  const w = Math.max(2, h * 0.03);
  c.out.push(rect(x - w / 2, baseY - h, w, h, '#5d646c'));
  c.out.push(line(x, baseY - h, x + dir * h * 0.22, baseY - h - h * 0.04, '#5d646c', w));
  const lx = x + dir * h * 0.22;
  c.out.push(ellipse(lx, baseY - h - h * 0.02, h * 0.06, h * 0.025, '#40464d'));
  if (c.mood === 'dusk')
    c.out.push(circle(lx, baseY - h + h * 0.02, h * 0.08, '#ffe6a3', op(0.55)));
}

function drawCompoundWall(
  c: Ctx,
  y: number,
  h: number,
  gateX: number,
  gateW: number,
  colour: string,
): void {
  const cap = shade(colour, -0.15);
  c.out.push(
    rect(0, y, gateX, h, colour),
    rect(gateX + gateW, y, SCENE_WIDTH - gateX - gateW, h, colour),
  );
  c.out.push(
    rect(0, y - 6, gateX, 8, cap),
    rect(gateX + gateW, y - 6, SCENE_WIDTH - gateX - gateW, 8, cap),
  );
  for (let x = 60; x < SCENE_WIDTH; x += 150) {
    if (x > gateX - 30 && x < gateX + gateW + 30) continue;
    c.out.push(rect(x - 4, y - 6, 8, h + 6, shade(colour, -0.08)));
  }
  // Gate pillars and a steel gate
  c.out.push(
    rect(gateX - 26, y - 36, 26, h + 36, shade(colour, -0.12)),
    rect(gateX + gateW, y - 36, 26, h + 36, shade(colour, -0.12)),
  );
  c.out.push(rect(gateX - 30, y - 42, 34, 8, cap), rect(gateX + gateW - 4, y - 42, 34, 8, cap));
  const gateColour = c.r.pick(['#2f3a45', '#5b4636', '#3b4d5c']);
  c.out.push(
    rect(gateX, y - 10, gateW, 4, gateColour),
    rect(gateX, y + h - 6, gateW, 4, gateColour),
  );
  for (let x = gateX + 8; x < gateX + gateW - 4; x += 12)
    c.out.push(rect(x, y - 14, 3, h + 8, gateColour));
}

// ---------------------------------------------------------------------------------------------
// Buildings

function glassFill(c: Ctx): string {
  return linear(c, [
    [0, c.mood === 'dusk' ? '#4a5f86' : '#c8e6f7'],
    [1, c.mood === 'dusk' ? '#2f3d5c' : '#7eb0d6'],
  ]);
}

function windowFill(c: Ctx, glass: string): string {
  if (c.mood !== 'dusk') return glass;
  return c.r.chance(0.45) ? '#ffd58a' : glass;
}

type TowerStyle = {
  facade: string;
  accent: string;
  floors: number;
  floorH: number;
  balconies: 'glass' | 'rail' | 'none';
};

function drawTower(
  c: Ctx,
  x: number,
  baseY: number,
  w: number,
  style: TowerStyle,
  haze: number,
): void {
  const { floors, floorH } = style;
  const facade = mix(style.facade, skyColours(c.mood)[2], haze);
  const accent = mix(style.accent, skyColours(c.mood)[2], haze);
  const top = baseY - floors * floorH - floorH * 0.6;
  const sw = w * 0.16;
  const glass = glassFill(c);
  // Side face
  c.out.push(
    poly(
      [x + w, baseY, x + w + sw, baseY - sw * 0.35, x + w + sw, top - sw * 0.35, x + w, top],
      shade(facade, -0.2),
    ),
  );
  for (let i = 1; i <= floors; i++) {
    const y = baseY - i * floorH;
    c.out.push(
      poly(
        [
          x + w + sw * 0.2,
          y + floorH * 0.25 - sw * 0.07,
          x + w + sw * 0.8,
          y + floorH * 0.25 - sw * 0.28,
          x + w + sw * 0.8,
          y + floorH * 0.75 - sw * 0.28,
          x + w + sw * 0.2,
          y + floorH * 0.75 - sw * 0.07,
        ],
        shade(mix('#7eb0d6', facade, haze), -0.1),
      ),
    );
  }
  // Front face
  c.out.push(rect(x, top, w, baseY - top, facade));
  // Accent band
  const bandW = w * 0.14;
  const bandX = x + w * c.r.pick([0.0, 0.43, 0.86]);
  c.out.push(rect(bandX, top - 8, bandW, baseY - top + 8, accent));
  // Roof: parapet, lift room, tanks
  c.out.push(rect(x - 4, top - 6, w + 8, 8, shade(facade, -0.1)));
  c.out.push(rect(x + w * 0.32, top - floorH * 1.2, w * 0.26, floorH * 1.2, shade(facade, -0.06)));
  c.out.push(
    rrect(x + w * 0.64, top - floorH * 0.7, w * 0.1, floorH * 0.7, 3, '#33373c'),
    rrect(x + w * 0.76, top - floorH * 0.7, w * 0.1, floorH * 0.7, 3, '#33373c'),
  );
  // Floors
  const cols = Math.max(3, Math.floor(w / 46));
  const colW = w / cols;
  for (let i = 1; i <= floors; i++) {
    const y = baseY - i * floorH - floorH * 0.1;
    for (let k = 0; k < cols; k++) {
      const wx = x + k * colW + colW * 0.2;
      if (wx + colW * 0.6 > bandX && wx < bandX + bandW) continue;
      c.out.push(rect(wx, y + floorH * 0.22, colW * 0.6, floorH * 0.58, windowFill(c, glass)));
      c.out.push(rect(wx - 2, y + floorH * 0.18, colW * 0.6 + 4, 3, shade(facade, -0.15)));
    }
    if (style.balconies !== 'none' && i > 1) {
      // A balcony across the middle two thirds of every floor
      const bx = x + w * 0.08;
      const bw = w * 0.35;
      const by = y + floorH * 0.9;
      c.out.push(rect(bx, by, bw, 4, shade(facade, 0.3)));
      if (style.balconies === 'glass') {
        c.out.push(rect(bx, by - floorH * 0.34, bw, floorH * 0.34, '#cfeaf7', op(0.55)));
        c.out.push(rect(bx, by - floorH * 0.36, bw, 2, '#8c9aa6'));
      } else {
        c.out.push(rect(bx, by - floorH * 0.34, bw, 2, '#4a4f55'));
        for (let px = bx + 4; px < bx + bw; px += 7)
          c.out.push(rect(px, by - floorH * 0.34, 1.5, floorH * 0.34, '#4a4f55'));
      }
    }
  }
  // Lobby
  c.out.push(rect(x, baseY - floorH * 1.05, w, floorH * 1.05, shade(facade, -0.08)));
  c.out.push(rect(x + w * 0.35, baseY - floorH * 0.9, w * 0.3, floorH * 0.9, glass));
  c.out.push(rect(x + w * 0.3, baseY - floorH * 1.05, w * 0.4, 5, accent));
}

function drawApartmentScene(c: Ctx): void {
  const r = c.r;
  const horizon = r.range(610, 650);
  drawSky(c, horizon);
  const [g1, g2] = grassColours(c.mood);
  drawHills(c, horizon, mix(skyColours(c.mood)[2], '#6f9a7c', 0.45), r.range(40, 90));
  drawTreeLine(c, horizon, 26, mix(skyColours(c.mood)[2], '#4f8a4a', 0.7));
  drawGround(c, horizon, g1, g2);
  const towers = r.int(1, 3);
  const facade = r.pick(FACADES);
  const accent = r.pick(ACCENTS);
  const balconies = r.pick(['glass', 'rail'] as const);
  const floorH = r.range(30, 35);
  // Back row first (hazier), front tower last
  const slots = towers === 1 ? [0.5] : towers === 2 ? [0.3, 0.68] : [0.2, 0.5, 0.8];
  const order = slots
    .map((s, i) => ({ s, i }))
    .sort((a, b) => (a.i === Math.floor(towers / 2) ? 1 : b.i === Math.floor(towers / 2) ? -1 : 0));
  for (const { s, i } of order) {
    const front = i === Math.floor(towers / 2);
    const w = front ? r.range(300, 370) : r.range(220, 280);
    const floors = front ? r.int(13, 16) : r.int(10, 14);
    const baseY = horizon + (front ? 20 : 0);
    drawTower(
      c,
      SCENE_WIDTH * s - w / 2,
      baseY,
      w,
      {
        facade,
        accent,
        floors,
        floorH: front ? floorH : floorH * 0.9,
        balconies,
      },
      front ? 0 : 0.22,
    );
  }
  // Lawn, hedge, compound wall, road
  c.out.push(rect(0, horizon + 20, SCENE_WIDTH, 40, shade(g2, 0.05)));
  drawShrubs(c, 10, SCENE_WIDTH, horizon + 68, 26);
  const wallY = horizon + 72;
  drawCompoundWall(c, wallY, 52, r.range(420, 760), 170, r.pick(['#e9dfd0', '#d8cfc3', '#efe7dc']));
  drawPalm(c, r.range(40, 140), wallY + 40, r.range(260, 330), r.range(-0.12, 0.05));
  drawPalm(c, r.range(1120, 1240), wallY + 40, r.range(230, 310), r.range(-0.05, 0.12));
  drawRoad(c, wallY + 52, SCENE_HEIGHT - wallY - 52);
  if (r.chance(0.6)) drawCar(c, r.range(180, 900), SCENE_HEIGHT - 40, 0.9);
}

function drawFlatScene(c: Ctx): void {
  const r = c.r;
  const horizon = r.range(630, 660);
  drawSky(c, horizon);
  const [g1, g2] = grassColours(c.mood);
  drawGround(c, horizon, shade(g1, -0.1), g2);
  // Neighbouring lower buildings
  const neighbour = (x: number, w: number, h: number) => {
    const col = mix(r.pick(HOUSE_COLOURS), skyColours(c.mood)[2], 0.35);
    c.out.push(
      rect(x, horizon - h, w, h, col),
      rect(x - 3, horizon - h - 6, w + 6, 8, shade(col, -0.12)),
    );
    for (let y = horizon - h + 18; y < horizon - 30; y += 40)
      for (let wx = x + 16; wx < x + w - 30; wx += 48)
        c.out.push(rect(wx, y, 24, 20, shade(col, -0.25)));
  };
  neighbour(-20, r.range(220, 300), r.range(150, 230));
  neighbour(r.range(1000, 1060), 320, r.range(140, 220));
  const colour = r.pick(HOUSE_COLOURS);
  const trim = r.pick(ACCENTS);
  const floors = r.int(4, 5);
  const fh = r.range(68, 80);
  const w = r.range(560, 660);
  const x = SCENE_WIDTH / 2 - w / 2 + r.range(-40, 40);
  const baseY = horizon + 10;
  const top = baseY - (floors + 1) * fh;
  const glass = glassFill(c);
  // Stilt parking (ground floor)
  c.out.push(rect(x, baseY - fh, w, fh, '#3a3d42'));
  for (let px = x; px <= x + w; px += w / 5)
    c.out.push(rect(px - 8, baseY - fh, 16, fh, shade(colour, -0.1)));
  drawCar(c, x + 40, baseY - 2, 0.55);
  if (r.chance(0.6)) drawCar(c, x + w * 0.6, baseY - 2, 0.55);
  // Body
  c.out.push(rect(x, top, w, baseY - fh - top, colour));
  // Staircase head room and black water tanks on the terrace
  c.out.push(
    rect(x + w * 0.42, top - fh * 0.8, w * 0.16, fh * 0.8, shade(colour, -0.08)),
    rect(x + w * 0.4, top - fh * 0.8 - 6, w * 0.2, 8, shade(colour, -0.2)),
  );
  c.out.push(
    rrect(x + w * 0.72, top - 46, 34, 46, 6, '#2b2e33'),
    rrect(x + w * 0.8, top - 46, 34, 46, 6, '#2b2e33'),
  );
  c.out.push(rect(x - 6, top - 8, w + 12, 10, shade(colour, -0.15)));
  for (let i = 0; i < floors; i++) {
    const y = top + i * fh;
    c.out.push(rect(x - 6, y + fh - 6, w + 12, 8, shade(colour, 0.35)));
    // Two flats a floor, each with a balcony and windows
    for (const side of [0, 1]) {
      const sx = x + side * w * 0.5;
      const balX = sx + (side === 0 ? w * 0.05 : w * 0.27);
      const balW = w * 0.18;
      c.out.push(rect(balX, y + fh * 0.14, balW, fh * 0.72, shade(colour, -0.28)));
      c.out.push(rect(balX + 8, y + fh * 0.2, balW * 0.42, fh * 0.64, windowFill(c, glass)));
      c.out.push(rect(balX - 4, y + fh * 0.58, balW + 8, 4, trim));
      for (let px = balX; px < balX + balW; px += 9)
        c.out.push(rect(px, y + fh * 0.58, 2, fh * 0.3, trim));
      const winX = side === 0 ? sx + w * 0.28 : sx + w * 0.06;
      c.out.push(rect(winX, y + fh * 0.22, w * 0.12, fh * 0.46, windowFill(c, glass)));
      c.out.push(rect(winX - 6, y + fh * 0.16, w * 0.12 + 12, 6, shade(colour, -0.2)));
      for (let gx = winX + 8; gx < winX + w * 0.12; gx += 10)
        c.out.push(rect(gx, y + fh * 0.22, 1.5, fh * 0.46, '#555a60', op(0.6)));
    }
    // Staircase window strip in the middle
    c.out.push(rect(x + w * 0.47, y + fh * 0.2, w * 0.06, fh * 0.6, shade(colour, -0.22)));
  }
  // Front: footpath, electric pole and wires, road
  drawPole(c, r.range(120, 220), horizon + 60, 330);
  c.out.push(
    path(
      `M0 ${f(horizon - 250)} Q640 ${f(horizon - 200)} 1280 ${f(horizon - 240)}`,
      'none',
      ' stroke="#3b3f45" stroke-width="1.5"',
    ),
  );
  drawShrubs(c, x - 10, x + w + 10, horizon + 40, 18);
  drawRoundTree(c, r.range(1120, 1230), horizon + 60, r.range(200, 260));
  drawRoad(c, horizon + 60, SCENE_HEIGHT - horizon - 60);
  if (r.chance(0.5)) drawCar(c, r.range(300, 900), SCENE_HEIGHT - 30, 0.95);
}

/** A gable's peak and its lit side's inner edge; a flat roof's parapet, coping and water tank. */
type RoofSize = {
  peak: number;
  ridge: number;
  parapet: number;
  coping: number;
  tankX: number;
  tankY: number;
};
const ROOF_SIZES: Record<'upper' | 'ground', RoofSize> = {
  upper: { peak: 110, ridge: 96, parapet: 28, coping: 34, tankX: 90, tankY: 80 },
  ground: { peak: 120, ridge: 104, parapet: 30, coping: 36, tankX: 100, tankY: 84 },
};

/** A house's roof over [x, x + w]: a two-tone gable in `roof`, or (null) a flat terrace. */
function drawHouseRoof(
  c: Ctx,
  x: number,
  w: number,
  base: number,
  size: RoofSize,
  roof: string | null,
  colour: string,
  trim: string,
): void {
  if (roof) {
    c.out.push(poly([x - 40, base + 6, x + w / 2, base - size.peak, x + w + 40, base + 6], roof));
    c.out.push(
      poly(
        [
          x - 40,
          base + 6,
          x + w / 2,
          base - size.peak,
          x + w / 2,
          base - size.ridge,
          x - 18,
          base + 6,
        ],
        shade(roof, 0.15),
      ),
    );
  } else {
    c.out.push(
      rect(x - 8, base - size.parapet, w + 16, size.parapet + 2, shade(colour, 0.2)),
      rect(x - 12, base - size.coping, w + 24, 8, trim),
    );
    c.out.push(
      rrect(x + w - size.tankX, base - size.tankY, 40, size.tankY - size.parapet, 6, '#2b2e33'),
    );
  }
}

function drawHouseScene(c: Ctx): void {
  const r = c.r;
  const horizon = r.range(560, 600);
  drawLawnBackdrop(c, horizon, 34, '#4f8a4a', 0.65);
  const colour = r.pick(HOUSE_COLOURS);
  const trim = shade(colour, -0.25);
  const storeys = r.int(1, 2);
  const sloped = r.chance(0.45);
  const roof = r.pick(ROOF_COLOURS);
  const w = r.range(600, 700);
  const x = SCENE_WIDTH / 2 - w / 2 + r.range(-50, 50);
  const baseY = horizon + 110;
  const fh = 170;
  const glass = glassFill(c);
  const door = r.pick(WOODS);
  // Ground floor
  c.out.push(rect(x, baseY - fh, w, fh, colour));
  c.out.push(rect(x - 10, baseY - 16, w + 20, 16, shade(colour, -0.3)));
  // Portico on the left with two pillars
  const porchW = w * 0.32;
  c.out.push(rect(x - 30, baseY - fh - 12, porchW + 30, 14, shade(colour, 0.3)));
  c.out.push(
    rect(x - 22, baseY - fh, 14, fh - 16, shade(colour, 0.25)),
    rect(x + porchW - 18, baseY - fh, 14, fh - 16, shade(colour, 0.25)),
  );
  // Main door
  c.out.push(rect(x + porchW + 30, baseY - fh * 0.75, 62, fh * 0.75 - 16, door));
  c.out.push(
    rect(x + porchW + 36, baseY - fh * 0.7, 24, fh * 0.6, shade(door, 0.12)),
    rect(x + porchW + 64, baseY - fh * 0.7, 24, fh * 0.6, shade(door, 0.12)),
  );
  c.out.push(rect(x + porchW + 22, baseY - fh * 0.78, 78, 8, trim));
  // Windows with grills and sunshades
  const win = (wx: number, wy: number, ww: number, wh: number) => {
    c.out.push(
      rect(wx - 6, wy - 6, ww + 12, wh + 12, shade(colour, 0.3)),
      rect(wx, wy, ww, wh, windowFill(c, glass)),
    );
    for (let gx = wx + 10; gx < wx + ww; gx += 12)
      c.out.push(rect(gx, wy, 2, wh, '#4d5258', op(0.7)));
    c.out.push(poly(levelQuad(wy - 10, wx - 16, wx + ww + 16, wy - 22, wx - 6, wx + ww + 6), trim));
  };
  win(x + porchW + 130, baseY - fh * 0.72, 90, 66);
  win(x + w - 120, baseY - fh * 0.72, 90, 66);
  win(x + 40, baseY - fh * 0.72, 90, 66);
  // Upper floor
  let roofBase = baseY - fh;
  if (storeys === 2) {
    const ux = x + w * 0.2;
    const uw = w * 0.8;
    c.out.push(rect(x - 10, baseY - fh - 10, w + 20, 12, shade(colour, -0.15)));
    c.out.push(rect(ux, baseY - fh * 2, uw, fh, shade(colour, -0.04)));
    win(ux + 50, baseY - fh * 1.72, 100, 70);
    win(ux + uw - 150, baseY - fh * 1.72, 100, 70);
    // Balcony with railing
    c.out.push(rect(ux + uw * 0.42, baseY - fh * 1.7, 70, fh * 0.7 - 10, door));
    c.out.push(rect(ux + uw * 0.34, baseY - fh - 46, uw * 0.34, 4, '#3d4248'));
    for (let px = ux + uw * 0.34; px < ux + uw * 0.68; px += 10)
      c.out.push(rect(px, baseY - fh - 46, 2, 36, '#3d4248'));
    roofBase = baseY - fh * 2;
    drawHouseRoof(c, ux, uw, roofBase, ROOF_SIZES.upper, sloped ? roof : null, colour, trim);
  } else {
    drawHouseRoof(c, x, w, roofBase, ROOF_SIZES.ground, sloped ? roof : null, colour, trim);
  }
  // Garden, trees, compound wall with gate, lane
  if (r.chance(0.8))
    drawPalm(c, x + w + r.range(60, 140), baseY + 10, r.range(300, 380), r.range(-0.1, 0.08));
  drawRoundTree(c, x - r.range(120, 200), baseY + 10, r.range(220, 280));
  drawShrubs(c, x - 20, x + w + 20, baseY + 30, 22);
  const wallY = baseY + 40;
  drawCompoundWall(
    c,
    wallY,
    58,
    x + porchW * 0.1,
    porchW * 0.9 + 40,
    r.pick(['#efe7da', '#e2d6c3', shade(colour, 0.2)]),
  );
  drawRoad(c, wallY + 58, SCENE_HEIGHT - wallY - 58);
}

function drawVillaBody(c: Ctx, x: number, baseY: number, w: number, s: number): void {
  const r = c.r;
  const wall = r.pick(['#f4f1ea', '#ede6da', '#f3ece2', '#e9e7e3']);
  const clad = r.pick(WOODS);
  const stone = r.pick(['#9b9288', '#b3a999', '#7f776f']);
  const roof = r.pick(['#3f4a56', '#5a5f66', '#8c3f31', '#4a4f55']);
  const glass = glassFill(c);
  const fh = 140 * s;
  // Left block: double height, gable roof
  const lw = w * 0.42;
  c.out.push(rect(x, baseY - fh * 2, lw, fh * 2, wall));
  if (r.chance(0.6)) {
    c.out.push(
      poly(
        [
          x - 24 * s,
          baseY - fh * 2 + 4,
          x + lw / 2,
          baseY - fh * 2 - 90 * s,
          x + lw + 24 * s,
          baseY - fh * 2 + 4,
        ],
        roof,
      ),
    );
    c.out.push(
      poly(
        [
          x + 10 * s,
          baseY - fh * 2,
          x + lw / 2,
          baseY - fh * 2 - 72 * s,
          x + lw - 10 * s,
          baseY - fh * 2,
        ],
        shade(wall, -0.05),
      ),
    );
  } else {
    // Flat roof with a deep overhang and a pergola on the terrace
    c.out.push(rect(x - 30 * s, baseY - fh * 2 - 18 * s, lw + 60 * s, 18 * s, roof));
    for (let k = 0; k < 6; k++)
      c.out.push(
        rect(
          x + lw * 0.1 + k * lw * 0.15,
          baseY - fh * 2 - 60 * s,
          6 * s,
          42 * s,
          shade(clad, -0.1),
        ),
      );
    c.out.push(rect(x + lw * 0.05, baseY - fh * 2 - 64 * s, lw * 0.85, 8 * s, clad));
  }
  c.out.push(rect(x + lw * 0.18, baseY - fh * 1.85, lw * 0.64, fh * 1.7, glass));
  c.out.push(
    line(x + lw * 0.18, baseY - fh * 0.95, x + lw * 0.82, baseY - fh * 0.95, '#3a3f45', 4 * s),
  );
  for (let k = 1; k < 4; k++)
    c.out.push(
      line(
        x + lw * 0.18 + (lw * 0.64 * k) / 4,
        baseY - fh * 1.85,
        x + lw * 0.18 + (lw * 0.64 * k) / 4,
        baseY - fh * 0.15,
        '#3a3f45',
        3 * s,
      ),
    );
  c.out.push(
    poly(
      [
        x + lw * 0.25,
        baseY - fh * 1.85,
        x + lw * 0.4,
        baseY - fh * 1.85,
        x + lw * 0.25,
        baseY - fh * 1.2,
      ],
      '#ffffff',
      op(0.25),
    ),
  );
  // Right block: two storeys, flat roof with a slim canopy, timber cladding and stone base
  const rx = x + lw;
  const rw = w - lw;
  c.out.push(rect(rx, baseY - fh, rw, fh, stone));
  for (let yy = baseY - fh + 14 * s; yy < baseY; yy += 18 * s)
    c.out.push(line(rx, yy, rx + rw, yy, shade(stone, -0.12), 1.5));
  c.out.push(rect(rx + rw * 0.12, baseY - fh * 0.82, rw * 0.5, fh * 0.82, glass));
  c.out.push(rect(rx + rw * 0.7, baseY - fh * 0.78, rw * 0.18, fh * 0.78, shade(clad, -0.2)));
  c.out.push(rect(rx - 10 * s, baseY - fh - 10 * s, rw + 40 * s, 12 * s, shade(wall, -0.2)));
  c.out.push(rect(rx, baseY - fh * 1.9, rw * 0.9, fh * 0.9, wall));
  c.out.push(rect(rx + rw * 0.55, baseY - fh * 1.9, rw * 0.35, fh * 0.9, clad));
  for (let xx = rx + rw * 0.55 + 8 * s; xx < rx + rw * 0.9; xx += 12 * s)
    c.out.push(line(xx, baseY - fh * 1.9, xx, baseY - fh - 10 * s, shade(clad, -0.18), 2));
  c.out.push(rect(rx + rw * 0.08, baseY - fh * 1.75, rw * 0.4, fh * 0.6, glass));
  c.out.push(
    rect(rx + rw * 0.05, baseY - fh - 52 * s, rw * 0.46, 40 * s, '#cfeaf7', op(0.5)),
    rect(rx + rw * 0.05, baseY - fh - 54 * s, rw * 0.46, 3 * s, '#8a959e'),
  );
  c.out.push(rect(rx - 16 * s, baseY - fh * 1.9 - 14 * s, rw * 0.9 + 50 * s, 14 * s, roof));
  // Door and plinth
  c.out.push(rect(x + lw - 4, baseY - fh * 0.75, 4, fh * 0.75, '#3a3f45'));
  c.out.push(rect(x - 16 * s, baseY - 10 * s, w + 40 * s, 12 * s, shade(stone, 0.2)));
  // Warm lights at dusk
  if (c.mood === 'dusk') {
    c.out.push(rect(x + lw * 0.18, baseY - fh * 0.9, lw * 0.64, fh * 0.75, '#ffcf7a', op(0.55)));
    c.out.push(rect(rx + rw * 0.12, baseY - fh * 0.82, rw * 0.5, fh * 0.82, '#ffcf7a', op(0.5)));
  }
}

function drawVillaScene(c: Ctx): void {
  const r = c.r;
  const horizon = r.range(540, 590);
  drawLawnBackdrop(c, horizon, 40, '#3f7f45', 0.7);
  const w = r.range(640, 760);
  const x = SCENE_WIDTH / 2 - w / 2 + r.range(-70, 70);
  const baseY = horizon + 120;
  drawPalm(c, x - r.range(60, 130), baseY, r.range(360, 430), r.range(-0.05, 0.1));
  drawVillaBody(c, x, baseY, w, 1);
  // Lawn, driveway, hedge, garden lights
  c.out.push(
    poly(
      levelQuad(
        baseY + 2,
        x + w * 0.55,
        x + w * 0.8,
        SCENE_HEIGHT,
        x + w * 0.45,
        x + w * 0.95 + 120,
      ),
      c.mood === 'dusk' ? '#a59c90' : '#d8d0c2',
    ),
  );
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    const y = baseY + (SCENE_HEIGHT - baseY) * t;
    const lx = x + w * 0.55 + (x + w * 0.45 - (x + w * 0.55)) * t;
    const rxx = x + w * 0.8 + (x + w * 0.95 + 120 - (x + w * 0.8)) * t;
    c.out.push(line(lx, y, rxx, y, '#b9b0a2', 2));
  }
  drawShrubs(c, 0, x + w * 0.52, baseY + 22, 26);
  drawShrubs(c, x + w * 0.85, SCENE_WIDTH, baseY + 22, 26);
  drawPalm(c, x + w + r.range(40, 120), baseY + 60, r.range(380, 460), r.range(-0.12, 0.02));
  for (const lx of [x + w * 0.4, x + w * 0.2])
    c.out.push(
      rect(lx, baseY + 90, 6, 40, '#3a3f45'),
      circle(lx + 3, baseY + 88, 8, c.mood === 'dusk' ? '#ffe08a' : '#f4f4f4'),
    );
  drawShrubs(c, -20, x + w * 0.4, SCENE_HEIGHT - 10, 34);
}

function drawVillaGardenScene(c: Ctx): void {
  const r = c.r;
  const horizon = r.range(420, 470);
  drawLawnBackdrop(c, horizon, 44, '#3f7f45', 0.7);
  // Part of the villa on the right
  drawVillaBody(c, r.range(760, 880), horizon + 120, 560, 0.8);
  // Deck and pool in perspective
  const deck = r.pick(WOODS);
  c.out.push(poly(levelQuad(horizon + 150, 60, 820, SCENE_HEIGHT, -80, 1010), shade(deck, 0.25)));
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    c.out.push(
      line(
        60 + (-80 - 60) * t,
        horizon + 150 + (SCENE_HEIGHT - horizon - 150) * t,
        820 + (1010 - 820) * t,
        horizon + 150 + (SCENE_HEIGHT - horizon - 150) * t,
        shade(deck, 0.05),
        2,
      ),
    );
  }
  const water = linear(c, [
    [0, '#7fd3ea'],
    [1, '#2f9cc7'],
  ]);
  const py1 = horizon + 190;
  const py2 = SCENE_HEIGHT - 70;
  c.out.push(poly(levelQuad(py1, 150, 700, py2, 40, 790), '#eef2f3'));
  c.out.push(poly(levelQuad(py1 + 10, 166, 686, py2 - 12, 62, 768), water));
  for (let i = 0; i < 9; i++) {
    const yy = r.range(py1 + 30, py2 - 30);
    const xx = r.range(160, 600);
    c.out.push(
      path(
        `M${f(xx)} ${f(yy)} q20 -8 40 0 t40 0`,
        'none',
        ` stroke="#d6f4fb" stroke-width="3"${op(0.8)}`,
      ),
    );
  }
  // Sun loungers and an umbrella
  for (const lx of [840, 930]) {
    const cushion = r.pick(['#ffffff', '#f3d9a4', '#9fd0c7']);
    c.out.push(
      poly(levelQuad(horizon + 290, lx, lx + 70, horizon + 330, lx + 10, lx + 80), cushion),
    );
    c.out.push(
      poly(levelQuad(horizon + 290, lx + 56, lx + 70, horizon + 245, lx + 48, lx + 62), cushion),
    );
    c.out.push(
      rect(lx + 12, horizon + 330, 5, 20, '#5a5f66'),
      rect(lx + 70, horizon + 330, 5, 20, '#5a5f66'),
    );
  }
  const umb = r.pick(['#e8725a', '#f2c14e', '#4f8fb8']);
  c.out.push(
    rect(905, horizon + 170, 5, 150, '#5a5f66'),
    path(`M820 ${f(horizon + 185)} Q907 ${f(horizon + 110)} 995 ${f(horizon + 185)} Z`, umb),
  );
  drawPalm(c, r.range(20, 90), horizon + 160, r.range(330, 400), 0.08);
  drawPalm(c, r.range(700, 760), horizon + 150, r.range(300, 360), -0.06);
  drawShrubs(c, 80, 720, horizon + 150, 22);
}

// ---------------------------------------------------------------------------------------------
// Land

function soilColours(c: Ctx): [string, string] {
  const red = c.r.chance(0.55);
  if (c.mood === 'dusk') return red ? ['#9c6a4c', '#6e4634'] : ['#7c6d5c', '#4f443a'];
  return red ? ['#d39a6e', '#b0714b'] : ['#b9a187', '#8c755d'];
}

function drawDistantCity(c: Ctx, horizon: number): void {
  const r = c.r;
  const col = mix(skyColours(c.mood)[2], '#8b97a6', 0.4);
  let x = r.range(0, 200);
  while (x < SCENE_WIDTH) {
    const w = r.range(30, 70);
    const h = r.range(30, 110);
    if (r.chance(0.55))
      c.out.push(rect(x, horizon - h, w, h, r.chance(0.5) ? col : shade(col, 0.08)));
    x += w + r.range(10, 90);
  }
  // A tower crane: the capital region is being built
  if (r.chance(0.7)) {
    const cx = r.range(200, 1080);
    const h = r.range(150, 220);
    const cc = mix(skyColours(c.mood)[2], '#e0a030', 0.6);
    c.out.push(
      rect(cx - 4, horizon - h, 8, h, cc),
      rect(cx - 60, horizon - h, 200, 6, cc),
      rect(cx - 70, horizon - h - 4, 20, 16, cc),
    );
    c.out.push(
      line(cx, horizon - h - 30, cx + 140, horizon - h, cc, 1.5),
      line(cx, horizon - h - 30, cx - 60, horizon - h, cc, 1.5),
      rect(cx - 3, horizon - h - 30, 6, 30, cc),
    );
    c.out.push(line(cx + 100, horizon - h, cx + 100, horizon - h + 60, cc, 1.2));
  }
}

function drawBoundaryStone(c: Ctx, x: number, y: number, s: number): void {
  c.out.push(ellipse(x, y, 14 * s, 4 * s, '#000000', op(0.18)));
  c.out.push(rect(x - 8 * s, y - 36 * s, 16 * s, 36 * s, '#f2f0ea'));
  c.out.push(rect(x - 8 * s, y - 36 * s, 16 * s, 11 * s, '#c8412f'));
  c.out.push(rect(x + 3 * s, y - 25 * s, 5 * s, 25 * s, '#d8d4cb'));
}

function drawSignBoard(c: Ctx, x: number, y: number, s: number): void {
  const r = c.r;
  const board = r.pick(['#1f5f8b', '#2e7d4f', '#b23a2e', '#f1f1f1', '#e0a526']);
  const ink = board === '#f1f1f1' || board === '#e0a526' ? '#2b3440' : '#ffffff';
  c.out.push(
    rect(x + 20 * s, y - 190 * s, 8 * s, 190 * s, '#5c5f64'),
    rect(x + 192 * s, y - 190 * s, 8 * s, 190 * s, '#5c5f64'),
  );
  c.out.push(
    rect(x, y - 200 * s, 220 * s, 120 * s, board),
    rect(
      x,
      y - 200 * s,
      220 * s,
      120 * s,
      'none',
      ` stroke="${shade(board, -0.25)}" stroke-width="${f(5 * s)}"`,
    ),
  );
  // Lines that suggest lettering without being text
  c.out.push(rect(x + 20 * s, y - 182 * s, 130 * s, 14 * s, ink, op(0.9)));
  c.out.push(
    rect(x + 20 * s, y - 158 * s, 180 * s, 7 * s, ink, op(0.7)),
    rect(x + 20 * s, y - 143 * s, 150 * s, 7 * s, ink, op(0.7)),
  );
  c.out.push(
    rect(x + 20 * s, y - 122 * s, 90 * s, 22 * s, ink, op(0.25)),
    rect(x + 120 * s, y - 122 * s, 80 * s, 22 * s, ink, op(0.25)),
  );
}

function drawPlotScene(c: Ctx): void {
  const r = c.r;
  const horizon = r.range(380, 450);
  drawSky(c, horizon);
  drawHills(c, horizon, mix(skyColours(c.mood)[2], '#7d9a86', 0.4), r.range(30, 80));
  drawDistantCity(c, horizon);
  drawTreeLine(c, horizon, 22, mix(skyColours(c.mood)[2], '#4f8a4a', 0.6));
  const [s1, s2] = soilColours(c);
  drawGround(c, horizon, mix(s1, '#9fbf6a', 0.35), s2);
  // Grass tufts scattered over the soil
  const tuft = c.mood === 'dusk' ? '#5b7a44' : '#7fae4f';
  for (let i = 0; i < 70; i++) {
    const y = r.range(horizon + 10, SCENE_HEIGHT);
    const t = (y - horizon) / (SCENE_HEIGHT - horizon);
    const x = r.range(-20, SCENE_WIDTH);
    const s = 4 + t * 14;
    c.out.push(ellipse(x, y, s * 1.6, s * 0.45, tuft, op(0.8)));
  }
  // The plot: a quadrilateral in perspective marked by corner stones and a string line
  const near = SCENE_HEIGHT - r.range(60, 110);
  const far = horizon + r.range(70, 110);
  const cx = r.range(520, 760);
  const nearHalf = r.range(330, 420);
  const farHalf = nearHalf * 0.42;
  const pts: [number, number, number][] = [
    [cx - farHalf, far, 0.55],
    [cx + farHalf, far, 0.55],
    [cx + nearHalf, near, 1.3],
    [cx - nearHalf, near, 1.3],
  ];
  c.out.push(
    poly(
      pts.flatMap(([x, y]) => [x, y]),
      shade(s1, 0.08),
      op(0.6),
    ),
  );
  for (let i = 0; i < 4; i++) {
    const [x1, y1, a] = pts[i] as [number, number, number];
    const [x2, y2] = pts[(i + 1) % 4] as [number, number, number];
    c.out.push(
      line(x1, y1 - 20 * a, x2, y2 - 20 * (pts[(i + 1) % 4]?.[2] ?? 1), '#ffffff', 2, op(0.8)),
    );
  }
  for (const [x, y, s] of pts) drawBoundaryStone(c, x, y, s);
  // Mid stones along the near edge
  drawBoundaryStone(c, cx, near, 1.3);
  drawSignBoard(
    c,
    r.chance(0.5) ? r.range(40, 140) : r.range(980, 1040),
    near - r.range(20, 80),
    r.range(0.9, 1.1),
  );
  drawPole(c, r.chance(0.5) ? r.range(60, 200) : r.range(1100, 1220), horizon + 40, 260);
  if (r.chance(0.7))
    drawPalm(c, r.range(1080, 1240), horizon + 30, r.range(220, 280), r.range(-0.1, 0.05));
  // A gravel layout road along the bottom
  c.out.push(
    rect(0, SCENE_HEIGHT - 40, SCENE_WIDTH, 40, c.mood === 'dusk' ? '#6c6660' : '#9a948a'),
  );
}

function drawPlotLayoutScene(c: Ctx): void {
  const r = c.r;
  const horizon = r.range(400, 440);
  drawSky(c, horizon);
  drawDistantCity(c, horizon);
  drawTreeLine(c, horizon, 20, mix(skyColours(c.mood)[2], '#4f8a4a', 0.6));
  const [s1, s2] = soilColours(c);
  drawGround(c, horizon, mix(s1, '#a7c46f', 0.4), mix(s2, '#86a84e', 0.3));
  const vx = SCENE_WIDTH / 2 + r.range(-80, 80);
  // Black-top road to the vanishing point, with kerbs and a centre line
  const roadNear = r.range(380, 470);
  c.out.push(
    poly(
      levelQuad(
        horizon,
        vx - 6,
        vx + 6,
        SCENE_HEIGHT,
        SCENE_WIDTH / 2 - roadNear,
        SCENE_WIDTH / 2 + roadNear,
      ),
      c.mood === 'dusk' ? '#45474d' : '#5f6166',
    ),
  );
  c.out.push(
    poly(
      levelQuad(
        horizon,
        vx - 6,
        vx - 4,
        SCENE_HEIGHT,
        SCENE_WIDTH / 2 - roadNear,
        SCENE_WIDTH / 2 - roadNear + 30,
      ),
      '#e9e4d8',
    ),
  );
  c.out.push(
    poly(
      levelQuad(
        horizon,
        vx + 4,
        vx + 6,
        SCENE_HEIGHT,
        SCENE_WIDTH / 2 + roadNear - 30,
        SCENE_WIDTH / 2 + roadNear,
      ),
      '#e9e4d8',
    ),
  );
  for (let i = 0; i < 10; i++) {
    const t1 = Math.pow((i + 0.2) / 10, 1.8);
    const t2 = Math.pow((i + 0.55) / 10, 1.8);
    const y1 = horizon + (SCENE_HEIGHT - horizon) * t1;
    const y2 = horizon + (SCENE_HEIGHT - horizon) * t2;
    const x1 = vx + (SCENE_WIDTH / 2 - vx) * t1;
    const x2 = vx + (SCENE_WIDTH / 2 - vx) * t2;
    const w1 = 1 + 8 * t1;
    const w2 = 1 + 8 * t2;
    c.out.push(poly(levelQuad(y1, x1 - w1, x1 + w1, y2, x2 - w2, x2 + w2), '#f4f4f4'));
  }
  // Street lights, avenue saplings and plot stones on both sides
  for (let i = 1; i <= 6; i++) {
    const t = Math.pow(i / 6.4, 1.9);
    const y = horizon + (SCENE_HEIGHT - horizon) * t;
    const spread = 6 + (roadNear + 20) * t;
    const xl = vx + (SCENE_WIDTH / 2 - vx) * t - spread;
    const xr = vx + (SCENE_WIDTH / 2 - vx) * t + spread;
    drawStreetLight(c, xl - 10 * t, y, 40 + 380 * t, 1);
    drawStreetLight(c, xr + 10 * t, y, 40 + 380 * t, -1);
    drawRoundTree(c, xl - 60 - 140 * t, y, 20 + 200 * t);
    drawRoundTree(c, xr + 60 + 140 * t, y, 20 + 200 * t);
    for (const sx of [xl - 120 - 380 * t, xr + 120 + 380 * t])
      drawBoundaryStone(c, sx, y + 6, 0.2 + 1.1 * t);
  }
  // Entrance arch of the layout
  if (r.chance(0.6)) {
    const arch = r.pick(['#c8714c', '#e3b04b', '#7d93ab']);
    const ay = horizon + (SCENE_HEIGHT - horizon) * 0.18;
    const aw = 6 + (roadNear + 60) * 0.18;
    const ax = vx + (SCENE_WIDTH / 2 - vx) * 0.18;
    c.out.push(
      rect(ax - aw - 12, ay - 130, 16, 130, arch),
      rect(ax + aw - 4, ay - 130, 16, 130, arch),
    );
    c.out.push(
      rect(ax - aw - 22, ay - 150, aw * 2 + 44, 26, arch),
      rect(ax - aw * 0.6, ay - 146, aw * 1.2, 14, '#ffffff', op(0.85)),
    );
  }
}

function drawFarmScene(c: Ctx): void {
  const r = c.r;
  const horizon = r.range(330, 400);
  drawSky(c, horizon);
  if (r.chance(0.5))
    drawHills(c, horizon, mix(skyColours(c.mood)[2], '#7d9a86', 0.45), r.range(40, 90));
  drawTreeLine(c, horizon, 18, mix(skyColours(c.mood)[2], '#4f8a4a', 0.6));
  const randomCrop = r.pick(['paddy', 'chilli', 'cotton', 'maize', 'paddy'] as const);
  const crop = c.crop ?? randomCrop;
  const dusk = c.mood === 'dusk';
  const base: Record<typeof crop, [string, string]> = {
    paddy: dusk ? ['#6f9a3a', '#4f7a2a'] : ['#9ed35a', '#5fa83a'],
    chilli: dusk ? ['#4f7a3a', '#3a5f2c'] : ['#6fae4a', '#3f8a3a'],
    cotton: dusk ? ['#6a8a4a', '#4b6a38'] : ['#8fbf5f', '#5e9648'],
    maize: dusk ? ['#8a9a3a', '#6a7a2a'] : ['#c2d65a', '#8db43e'],
  };
  const [light, dark] = base[crop];
  drawGround(c, horizon, light, dark);
  // Rows converging to a vanishing point
  const vx = r.range(400, 880);
  const rows = 26;
  for (let i = -rows; i <= rows * 2; i++) {
    const bx = (i / rows) * SCENE_WIDTH;
    const nx = bx + 40;
    c.out.push(
      poly(
        levelQuad(horizon, vx, vx + 1, SCENE_HEIGHT, bx, nx),
        i % 2 === 0 ? shade(dark, -0.08) : shade(light, 0.06),
        op(0.55),
      ),
    );
  }
  if (crop === 'paddy') {
    // Standing water glints between the rows
    for (let i = 0; i < 40; i++) {
      const y = r.range(horizon + 20, SCENE_HEIGHT);
      const t = (y - horizon) / (SCENE_HEIGHT - horizon);
      c.out.push(ellipse(r.range(0, SCENE_WIDTH), y, 10 + 40 * t, 1 + 3 * t, '#d9f1fb', op(0.45)));
    }
  } else if (crop === 'chilli' || crop === 'cotton') {
    const dot = crop === 'chilli' ? '#d8342a' : '#ffffff';
    for (let i = 0; i < 260; i++) {
      const y = horizon + 20 + Math.pow(r.next(), 0.7) * (SCENE_HEIGHT - horizon - 20);
      const t = (y - horizon) / (SCENE_HEIGHT - horizon);
      c.out.push(circle(r.range(0, SCENE_WIDTH), y, 1.2 + 5 * t, dot));
    }
  } else {
    for (let i = 0; i < 60; i++) {
      const y = r.range(horizon + 30, SCENE_HEIGHT);
      const t = (y - horizon) / (SCENE_HEIGHT - horizon);
      const x = r.range(0, SCENE_WIDTH);
      const h = 10 + 70 * t;
      c.out.push(
        path(
          `M${f(x)} ${f(y)} q${f(-h * 0.3)} ${f(-h * 0.5)} ${f(-h * 0.5)} ${f(-h)} M${f(x)} ${f(y)} q${f(h * 0.3)} ${f(-h * 0.5)} ${f(h * 0.45)} ${f(-h * 0.9)}`,
          'none',
          ` stroke="${shade(dark, -0.15)}" stroke-width="${f(1 + 3 * t)}"`,
        ),
      );
    }
  }
  // A bund with coconut palms, a pump house and a channel
  const bundY = horizon + r.range(40, 70);
  c.out.push(rect(0, bundY, SCENE_WIDTH, 10, dusk ? '#7a5f47' : '#b08a62'));
  const palms = r.int(4, 7);
  for (let i = 0; i < palms; i++)
    drawPalm(c, r.range(0, SCENE_WIDTH), bundY + 6, r.range(120, 190), r.range(-0.12, 0.12));
  const shedX = r.range(80, 1000);
  c.out.push(
    rect(shedX, bundY - 50, 90, 56, '#e6ddcf'),
    poly([shedX - 10, bundY - 48, shedX + 45, bundY - 80, shedX + 100, bundY - 48], '#8d969e'),
    rect(shedX + 34, bundY - 30, 22, 36, '#5b4636'),
  );
  if (r.chance(0.6)) {
    const water = linear(c, [
      [0, skyColours(c.mood)[1]],
      [1, skyColours(c.mood)[2]],
    ]);
    c.out.push(
      poly(
        [
          0,
          SCENE_HEIGHT - 70,
          SCENE_WIDTH,
          SCENE_HEIGHT - 120,
          SCENE_WIDTH,
          SCENE_HEIGHT - 80,
          0,
          SCENE_HEIGHT - 20,
        ],
        water,
      ),
    );
    c.out.push(
      poly(
        [
          0,
          SCENE_HEIGHT - 20,
          SCENE_WIDTH,
          SCENE_HEIGHT - 80,
          SCENE_WIDTH,
          SCENE_HEIGHT,
          0,
          SCENE_HEIGHT,
        ],
        dusk ? '#6a5a45' : '#a48562',
      ),
    );
  }
}

function drawGroveScene(c: Ctx): void {
  const r = c.r;
  const horizon = r.range(380, 430);
  drawLawnBackdrop(c, horizon, 24, '#3f7f45', 0.7);
  const vx = r.range(500, 780);
  const palms = r.chance(0.6);
  // Rows of trees receding to the vanishing point, far ones first
  const rowsX = [-900, -420, 60, 540, 1020, 1500];
  for (let k = 9; k >= 1; k--) {
    const t = Math.pow(k / 9, 1.7);
    const y = horizon + 8 + (SCENE_HEIGHT + 60 - horizon) * t;
    for (const bx of rowsX) {
      const x = vx + (bx - vx) * t;
      if (x < -200 || x > SCENE_WIDTH + 200) continue;
      if (palms) drawPalm(c, x, y, 40 + 440 * t, r.range(-0.06, 0.06));
      else drawRoundTree(c, x, y, 30 + 420 * t);
    }
  }
  // Drip line along the front row and a little path
  c.out.push(line(0, SCENE_HEIGHT - 16, SCENE_WIDTH, SCENE_HEIGHT - 30, '#2a2a2a', 3, op(0.6)));
}

// ---------------------------------------------------------------------------------------------
// Interiors: one-point perspective rooms

type Room = { bx: number; by: number; bw: number; bh: number; floorY: number };

function drawRoomShell(c: Ctx): Room {
  const r = c.r;
  const bx = r.range(210, 260);
  const bw = SCENE_WIDTH - bx * 2 + r.range(-30, 30);
  const by = r.range(120, 150);
  const bh = r.range(420, 460);
  const wall = r.pick(WALLS);
  const side = shade(wall, -0.08);
  // Ceiling with a false-ceiling panel and downlights
  c.out.push(poly(levelQuad(0, 0, SCENE_WIDTH, by, bx, bx + bw), shade(wall, 0.35)));
  c.out.push(
    poly(
      levelQuad(
        by * 0.45,
        bx * 0.45,
        SCENE_WIDTH - bx * 0.45 - (SCENE_WIDTH - bx - bw) * 0.1,
        by - 14,
        bx + 20,
        bx + bw - 20,
      ),
      shade(wall, 0.45),
    ),
  );
  for (const t of [0.3, 0.5, 0.7]) c.out.push(ellipse(bx + bw * t, by * 0.7, 10, 4, '#fff6d8'));
  // Side walls
  c.out.push(poly([0, 0, bx, by, bx, by + bh, 0, SCENE_HEIGHT + 120], side));
  c.out.push(
    poly(
      [SCENE_WIDTH, 0, bx + bw, by, bx + bw, by + bh, SCENE_WIDTH, SCENE_HEIGHT + 120],
      shade(side, -0.04),
    ),
  );
  // Back wall (sometimes an accent colour)
  const back = r.chance(0.4) ? r.pick(ACCENT_WALLS) : wall;
  c.out.push(rect(bx, by, bw, bh, back));
  // Floor
  const floorY = by + bh;
  const tiles = r.chance(0.55);
  const floor = tiles
    ? r.pick(['#e9e2d6', '#ddd6cc', '#f0ebe3', '#d9d2c6'])
    : r.pick(['#b98a5e', '#a77a52', '#c9a27a']);
  c.out.push(poly(levelQuad(floorY, bx, bx + bw, SCENE_HEIGHT, -200, SCENE_WIDTH + 200), floor));
  const lines = tiles ? 8 : 14;
  for (let i = 0; i <= lines; i++) {
    const t = i / lines;
    const x0 = bx + bw * t;
    const x1 = -200 + (SCENE_WIDTH + 400) * t;
    c.out.push(line(x0, floorY, x1, SCENE_HEIGHT, shade(floor, -0.1), 1.5, op(0.7)));
  }
  if (tiles) {
    for (let k = 1; k < 5; k++) {
      const t = Math.pow(k / 5, 1.6);
      const y = floorY + (SCENE_HEIGHT - floorY) * t;
      c.out.push(line(0, y, SCENE_WIDTH, y, shade(floor, -0.1), 1.5, op(0.7)));
    }
  }
  // Skirting
  c.out.push(rect(bx, floorY - 8, bw, 8, shade(back, -0.2)));
  return { bx, by, bw, bh, floorY };
}

function drawWindowClipped(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  curtains: string,
): void {
  c.ids += 1;
  const id = `clip${c.ids}`;
  c.defs.push(
    `<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/></clipPath>`,
  );
  const sky = linear(c, [
    [0, skyColours(c.mood)[0]],
    [1, skyColours(c.mood)[2]],
  ]);
  c.out.push(rect(x - 8, y - 8, w + 16, h + 16, '#f7f5f0'));
  const inner: string[] = [];
  inner.push(
    rect(x, y, w, h, sky),
    ellipse(x + w * 0.3, y + h * 0.3, w * 0.18, h * 0.06, '#ffffff', op(0.8)),
  );
  for (let tx = x - 10; tx < x + w + 20; tx += 26)
    inner.push(circle(tx, y + h - 4, 18 + ((tx * 7) % 9), '#5f9a55'));
  c.out.push(`<g clip-path="url(#${id})">${inner.join('')}</g>`);
  c.out.push(rect(x + w / 2 - 3, y, 6, h, '#f7f5f0'), rect(x, y + h * 0.45, w, 5, '#f7f5f0'));
  c.out.push(
    path(
      `M${f(x - 40)} ${f(y - 20)} L${f(x + w * 0.16)} ${f(y - 20)} Q${f(x + w * 0.04)} ${f(y + h * 0.5)} ${f(x + w * 0.1)} ${f(y + h + 30)} L${f(x - 40)} ${f(y + h + 30)} Z`,
      curtains,
    ),
  );
  c.out.push(
    path(
      `M${f(x + w + 40)} ${f(y - 20)} L${f(x + w * 0.84)} ${f(y - 20)} Q${f(x + w * 0.96)} ${f(y + h * 0.5)} ${f(x + w * 0.9)} ${f(y + h + 30)} L${f(x + w + 40)} ${f(y + h + 30)} Z`,
      curtains,
    ),
  );
  c.out.push(rect(x - 50, y - 26, w + 100, 6, '#6b6f75'));
}

function drawPlant(c: Ctx, x: number, baseY: number, h: number): void {
  const pot = c.r.pick(['#c8714c', '#f2f0ea', '#3f4a56', '#d9b38c']);
  const leaf = c.r.pick(['#3f8f4a', '#4c9a3f', '#2f7a4f']);
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.35;
    const ex = x + Math.cos(a) * h * 0.7;
    const ey = baseY - h * 0.35 + Math.sin(a) * h * 0.7;
    c.out.push(
      path(
        `M${f(x)} ${f(baseY - h * 0.3)} Q${f(ex - 20)} ${f(ey + 10)} ${f(ex)} ${f(ey)} Q${f(ex + 10)} ${f(ey + 30)} ${f(x)} ${f(baseY - h * 0.3)} Z`,
        i % 2 ? leaf : shade(leaf, 0.12),
      ),
    );
  }
  c.out.push(
    poly(
      levelQuad(baseY - h * 0.32, x - h * 0.2, x + h * 0.2, baseY, x - h * 0.15, x + h * 0.15),
      pot,
    ),
  );
}

function drawFan(c: Ctx, x: number, y: number): void {
  c.out.push(rect(x - 2, 0, 4, y, '#9a9a9a'));
  c.out.push(
    ellipse(x - 95, y + 4, 90, 10, '#e9e6df'),
    ellipse(x + 95, y + 4, 90, 10, '#e3e0d8'),
    ellipse(x, y + 10, 22, 6, '#dcd8cf'),
  );
  c.out.push(ellipse(x, y + 2, 20, 10, '#c9c5bb'));
}

function drawFrames(c: Ctx, x: number, y: number, w: number, h: number): void {
  const r = c.r;
  const n = r.int(1, 3);
  const gap = 18;
  const fw = (w - gap * (n - 1)) / n;
  for (let i = 0; i < n; i++) {
    const fx = x + i * (fw + gap);
    c.out.push(rect(fx, y, fw, h, '#2f3338'), rect(fx + 6, y + 6, fw - 12, h - 12, '#f6f2ea'));
    const a = r.pick(ACCENT_WALLS);
    const b = r.pick(FABRICS);
    c.out.push(circle(fx + fw * 0.4, y + h * 0.45, Math.min(fw, h) * 0.22, a, op(0.85)));
    c.out.push(
      poly(
        [fx + 12, y + h - 12, fx + fw * 0.55, y + h * 0.5, fx + fw - 12, y + h - 12],
        b,
        op(0.85),
      ),
    );
  }
}

function drawLivingRoom(c: Ctx): void {
  const r = c.r;
  const room = drawRoomShell(c);
  const { bx, by, bw, floorY } = room;
  const fabric = r.pick(FABRICS);
  const wood = r.pick(WOODS);
  const curtains = shade(r.pick(FABRICS), 0.35);
  // Window on one side of the back wall, art on the other
  const winLeft = r.chance(0.5);
  const wx = winLeft ? bx + bw * 0.08 : bx + bw * 0.58;
  drawWindowClipped(c, wx, by + 60, bw * 0.32, 220, curtains);
  drawFrames(c, winLeft ? bx + bw * 0.52 : bx + bw * 0.1, by + 70, bw * 0.34, 120);
  // TV unit on the left side wall
  c.out.push(
    poly(
      [bx * 0.25, floorY + 60, bx - 6, floorY - 30, bx - 6, floorY - 4, bx * 0.25, floorY + 120],
      wood,
    ),
  );
  c.out.push(
    poly(
      [
        bx * 0.35,
        floorY - 120,
        bx - 16,
        floorY - 170,
        bx - 16,
        floorY - 70,
        bx * 0.35,
        floorY - 10,
      ],
      '#1e2124',
    ),
  );
  // Rug
  c.out.push(ellipse(bx + bw * 0.5, floorY + 150, bw * 0.42, 70, shade(r.pick(FABRICS), 0.3)));
  // Sofa against the back wall
  const sx = bx + bw * 0.18;
  const sw = bw * 0.64;
  const sy = floorY + 30;
  c.out.push(ellipse(sx + sw / 2, sy + 6, sw * 0.55, 16, '#000000', op(0.12)));
  c.out.push(rrect(sx, sy - 150, sw, 90, 18, shade(fabric, -0.05)));
  c.out.push(rrect(sx - 10, sy - 80, sw + 20, 70, 14, fabric));
  for (let k = 0; k < 3; k++)
    c.out.push(
      rrect(
        sx + 14 + k * ((sw - 28) / 3),
        sy - 100,
        (sw - 28) / 3 - 8,
        40,
        12,
        shade(fabric, 0.12),
      ),
    );
  c.out.push(
    rrect(sx - 40, sy - 110, 50, 100, 16, shade(fabric, -0.12)),
    rrect(sx + sw - 10, sy - 110, 50, 100, 16, shade(fabric, -0.12)),
  );
  const cushion = r.pick(['#f2c14e', '#e8725a', '#f6f2ea', '#9fd0c7']);
  c.out.push(rrect(sx + 30, sy - 140, 70, 60, 14, cushion, ' transform="rotate(-8)"'));
  c.out.push(rrect(sx + sw - 110, sy - 136, 70, 60, 14, cushion));
  c.out.push(
    rect(sx + 10, sy - 10, 10, 16, '#3a3f45'),
    rect(sx + sw - 20, sy - 10, 10, 16, '#3a3f45'),
  );
  // Coffee table
  const tx = bx + bw * 0.5;
  const ty = floorY + 170;
  c.out.push(ellipse(tx, ty + 60, 190, 20, '#000000', op(0.12)));
  c.out.push(
    rect(tx - 150, ty + 12, 10, 50, shade(wood, -0.2)),
    rect(tx + 140, ty + 12, 10, 50, shade(wood, -0.2)),
  );
  c.out.push(poly(levelQuad(ty - 16, tx - 140, tx + 140, ty + 16, tx - 170, tx + 170), wood));
  c.out.push(rect(tx - 170, ty + 16, 340, 10, shade(wood, -0.15)));
  c.out.push(
    ellipse(tx - 50, ty - 2, 26, 8, '#f6f2ea'),
    rect(tx + 40, ty - 24, 60, 14, r.pick(FABRICS)),
  );
  // Plant and floor lamp
  drawPlant(c, bx + bw + 80, floorY + 120, 200);
  const lx = bx + 60;
  c.out.push(
    rect(lx - 2, floorY - 170, 4, 200, '#3a3f45'),
    ellipse(lx, floorY + 30, 24, 6, '#3a3f45'),
  );
  c.out.push(
    poly(levelQuad(floorY - 170, lx - 34, lx + 34, floorY - 220, lx - 24, lx + 24), '#f3e6c8'),
  );
  if (c.mood === 'dusk') c.out.push(circle(lx, floorY - 190, 80, '#ffe6a3', op(0.25)));
  drawFan(c, SCENE_WIDTH / 2 + r.range(-60, 60), 60);
}

function drawKitchen(c: Ctx): void {
  const r = c.r;
  const room = drawRoomShell(c);
  const { bx, by, bw, floorY } = room;
  const cabinet = r.pick([
    '#f4f1ea',
    '#2f4858',
    '#7a8f7a',
    '#c9a27a',
    '#3f4a56',
    '#e8d9c4',
    '#9b4f3f',
  ]);
  const counter = r.pick(['#2b2e33', '#6f6a64', '#efe9df', '#3d3a36']);
  const handle = '#c0c4c9';
  // Backsplash tiles
  const spY = floorY - 330;
  const tile = r.pick(['#f3f1ec', '#dbe9ee', '#e9e2d6', '#f0e3d0']);
  c.out.push(rect(bx, spY, bw, 140, tile));
  for (let x = bx; x < bx + bw; x += 36)
    c.out.push(line(x, spY, x, spY + 140, shade(tile, -0.12), 1));
  for (let y = spY; y < spY + 140; y += 18)
    c.out.push(line(bx, y, bx + bw, y, shade(tile, -0.12), 1));
  // Upper cabinets with a window in the middle
  const winW = bw * 0.26;
  const winX = bx + bw * 0.5 - winW / 2;
  c.out.push(
    rect(bx, by + 10, winX - bx - 20, spY - by - 20, cabinet),
    rect(winX + winW + 20, by + 10, bx + bw - winX - winW - 20, spY - by - 20, cabinet),
  );
  for (let x = bx; x < winX - 30; x += 110)
    c.out.push(
      rect(x + 2, by + 14, 104, spY - by - 28, shade(cabinet, 0.06)),
      rect(x + 94, spY - 60, 4, 30, handle),
    );
  for (let x = winX + winW + 20; x < bx + bw - 20; x += 110)
    c.out.push(
      rect(x + 2, by + 14, 104, spY - by - 28, shade(cabinet, 0.06)),
      rect(x + 8, spY - 60, 4, 30, handle),
    );
  drawWindowClipped(c, winX, by + 40, winW, spY - by - 40, shade(r.pick(FABRICS), 0.5));
  // Chimney hood and hob on the left run
  const hx = bx + bw * 0.2;
  c.out.push(
    rect(hx, by, 60, spY - by - 70, '#9aa0a6'),
    poly(levelQuad(spY - 70, hx - 60, hx + 120, spY - 30, hx - 80, hx + 140), '#b7bcc1'),
  );
  // Lower cabinets and counter
  const cy = floorY - 190;
  c.out.push(rect(bx, cy + 24, bw, 166, cabinet));
  for (let x = bx + 4; x < bx + bw - 40; x += 116)
    c.out.push(
      rect(x, cy + 32, 110, 150, shade(cabinet, 0.05)),
      rect(x + 40, cy + 40, 30, 4, handle),
    );
  c.out.push(rect(bx - 10, cy, bw + 20, 26, counter));
  c.out.push(
    rect(hx - 70, cy - 6, 200, 8, '#1e2124'),
    ellipse(hx - 20, cy - 6, 26, 5, '#3a3f45'),
    ellipse(hx + 80, cy - 6, 26, 5, '#3a3f45'),
  );
  // Pot on the hob, sink and tap under the window
  c.out.push(
    rrect(hx + 50, cy - 50, 60, 44, 6, r.pick(['#c0392b', '#9aa0a6', '#2d5d8a'])),
    rect(hx + 40, cy - 54, 80, 6, '#3a3f45'),
  );
  c.out.push(rect(winX + 40, cy - 2, winW - 80, 8, '#c9ced3'));
  c.out.push(
    path(
      `M${f(winX + winW / 2)} ${f(cy)} l0 -60 q0 -14 14 -14 l30 0 l0 18`,
      'none',
      ' stroke="#c0c4c9" stroke-width="7" stroke-linecap="round"',
    ),
  );
  // Jars and a plant on the counter
  for (let k = 0; k < 3; k++)
    c.out.push(
      rrect(
        bx + bw * 0.7 + k * 42,
        cy - 48 + k * 6,
        32,
        48 - k * 6,
        6,
        shade(r.pick(FABRICS), 0.3),
      ),
    );
  drawPlant(c, bx + bw * 0.9, cy, 90);
  // Fridge on the right side wall, close to the camera
  const fx = bx + bw + 40;
  c.out.push(
    poly(
      [fx, by + 40, fx + 160, by - 10, fx + 160, floorY + 150, fx, floorY + 20],
      r.pick(['#d6d9dc', '#3a3f45', '#b8bec4']),
    ),
  );
  c.out.push(line(fx + 20, by + 120, fx + 20, by + 220, '#7d848b', 5));
}

function drawBedroom(c: Ctx): void {
  const r = c.r;
  const room = drawRoomShell(c);
  const { bx, by, bw, floorY } = room;
  const linen = r.pick(['#f6f2ea', '#eef2f5', '#f3ece4']);
  const throwColour = r.pick(FABRICS);
  const wood = r.pick(WOODS);
  const head = r.pick(['#6b7f99', '#a0785a', '#d8c7b0', '#4f6d6a', '#b58a8a']);
  // Window on the left part of the back wall, AC above the bed
  drawWindowClipped(c, bx + bw * 0.05, by + 70, bw * 0.2, 230, shade(r.pick(FABRICS), 0.4));
  c.out.push(
    rrect(bx + bw * 0.42, by + 28, 200, 56, 10, '#f7f7f5'),
    rect(bx + bw * 0.42 + 14, by + 68, 172, 4, '#d5d7d9'),
  );
  // Headboard and wall art
  const bedX = bx + bw * 0.3;
  const bedW = bw * 0.5;
  drawFrames(c, bedX + bedW * 0.15, by + 110, bedW * 0.7, 90);
  c.out.push(rrect(bedX - 20, floorY - 200, bedW + 40, 170, 16, head));
  for (let x = bedX; x < bedX + bedW; x += 40)
    for (let y = floorY - 180; y < floorY - 50; y += 40)
      c.out.push(circle(x + 20, y + 10, 3, shade(head, -0.2)));
  // Mattress, pillows, blanket in perspective
  c.out.push(
    poly(
      levelQuad(floorY - 60, bedX, bedX + bedW, floorY + 190, bedX - 130, bedX + bedW + 130),
      linen,
    ),
  );
  c.out.push(
    rrect(bedX + 20, floorY - 90, bedW * 0.4, 56, 20, shade(linen, -0.04)),
    rrect(bedX + bedW * 0.56, floorY - 90, bedW * 0.4, 56, 20, shade(linen, -0.04)),
  );
  c.out.push(rrect(bedX + bedW * 0.3, floorY - 70, bedW * 0.4, 44, 16, shade(throwColour, 0.3)));
  c.out.push(
    poly(
      levelQuad(
        floorY + 40,
        bedX - 50,
        bedX + bedW + 50,
        floorY + 190,
        bedX - 130,
        bedX + bedW + 130,
      ),
      throwColour,
    ),
  );
  c.out.push(
    poly(
      levelQuad(
        floorY + 190,
        bedX - 130,
        bedX + bedW + 130,
        floorY + 250,
        bedX - 130,
        bedX + bedW + 130,
      ),
      shade(throwColour, -0.2),
    ),
  );
  c.out.push(
    poly(
      levelQuad(floorY + 40, bedX - 50, bedX + bedW + 50, floorY + 64, bedX - 62, bedX + bedW + 62),
      shade(throwColour, 0.18),
    ),
  );
  // Bedside tables and lamps
  for (const tx of [bedX - 120, bedX + bedW + 40]) {
    c.out.push(
      rect(tx, floorY - 70, 80, 90, wood),
      rect(tx + 8, floorY - 40, 64, 4, shade(wood, -0.25)),
    );
    c.out.push(
      rect(tx + 38, floorY - 110, 4, 40, '#3a3f45'),
      poly(levelQuad(floorY - 110, tx + 16, tx + 64, floorY - 150, tx + 26, tx + 54), '#f3e6c8'),
    );
    if (c.mood === 'dusk') c.out.push(circle(tx + 40, floorY - 130, 60, '#ffe6a3', op(0.25)));
  }
  // Wardrobe on the right side wall
  const wx = bx + bw;
  c.out.push(
    poly([wx + 10, by + 10, wx + 190, by - 50, wx + 190, floorY + 90, wx + 10, floorY - 6], wood),
  );
  c.out.push(line(wx + 100, by - 20, wx + 100, floorY + 40, shade(wood, -0.3), 3));
  c.out.push(
    poly(
      [wx + 30, by + 20, wx + 90, by + 2, wx + 90, floorY + 20, wx + 30, floorY - 4],
      '#dfe8ee',
      op(0.5),
    ),
  );
  // Rug at the foot of the bed
  c.out.push(
    ellipse(bedX + bedW / 2, SCENE_HEIGHT - 30, bedW * 0.7, 40, shade(r.pick(FABRICS), 0.4)),
  );
}

// ---------------------------------------------------------------------------------------------

const DRAW: Record<SceneKind, (c: Ctx) => void> = {
  'apartment-tower': drawApartmentScene,
  'flat-building': drawFlatScene,
  house: drawHouseScene,
  villa: drawVillaScene,
  'villa-garden': drawVillaGardenScene,
  plot: drawPlotScene,
  'plot-layout': drawPlotLayoutScene,
  farmland: drawFarmScene,
  'farm-grove': drawGroveScene,
  'living-room': drawLivingRoom,
  kitchen: drawKitchen,
  bedroom: drawBedroom,
};

/** The SVG document (1280 × 853) for a scene descriptor. Deterministic. */
export function renderScene(descriptor: SceneDescriptor): string {
  const r = createRng(descriptor.seed);
  const interior =
    descriptor.kind === 'living-room' ||
    descriptor.kind === 'kitchen' ||
    descriptor.kind === 'bedroom';
  const mood = interior ? (r.chance(0.75) ? 'day' : 'dusk') : pickMood(r);
  const c: Ctx = { r, mood, defs: [], out: [], ids: 0, crop: descriptor.crop };
  DRAW[descriptor.kind](c);
  // Mirror half of the outdoor pictures so that houses, villas and rows do not all face one way.
  if (!interior && r.chance(0.5)) {
    c.out.unshift(`<g transform="translate(${SCENE_WIDTH} 0) scale(-1 1)">`);
    c.out.push('</g>');
  }
  if (c.mood === 'dusk')
    c.out.push(rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, '#ff9a5a', op(interior ? 0.06 : 0.1)));
  if (interior) {
    // Soft vignette so rooms read as photographs
    const v = radial(c, [
      [0.55, '#000000', 0],
      [1, '#000000', 0.22],
    ]);
    c.out.push(rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, v));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}"><defs>${c.defs.join('')}</defs>${c.out.join('')}</svg>`;
}
