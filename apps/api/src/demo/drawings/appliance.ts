import type { Paint } from "./paint";

/** Colours and a model variant: products of one kind differ by these. */
export interface Look {
  body: string;
  accent: string;
  /** Small structural differences between models of one kind (louvre direction, blade count...). */
  variant: number;
}

/** Where the appliance sits in the lifestyle scene. */
export type Placement = "floor" | "table" | "counter" | "console" | "ceiling" | "wall";

export interface Appliance {
  /** SVG elements drawing the appliance in an 800 x 800 space, standing on y = 700 when it stands. */
  draw(p: Paint, look: Look): string;
  placement: Placement;
  /** The line it stands on in the front view, when it stands (default 700). */
  floor?: number;
  /** Centre and magnification of the feature close-up, with what it shows. */
  feature: { x: number; y: number; zoom: number; caption: string };
}
