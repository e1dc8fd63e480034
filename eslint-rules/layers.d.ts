// Types for layers.js (plain JavaScript, as eslint.config.js imports it before any build).

export type Layer = { name: string; target: string[]; from: string[]; message: string };

export declare const layers: Layer[];

export declare function layerZones(options?: {
  testFile?: boolean;
}): Pick<Layer, 'target' | 'from' | 'message'>[];
