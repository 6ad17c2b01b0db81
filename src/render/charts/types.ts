// Types shared by the chart functions.

/** A model as charts name it: a stable id (for keys) and the name shown to readers. */
export interface ModelRef {
  /** Parley's model id (`gpt4`). */
  model: string;
  /** The display name (`GPT-4`); this is what the chart prints. */
  display: string;
}

/** Options every chart takes. */
export interface ChartOptions {
  /** The chart's title: the SVG's <title> (its accessible name). Each chart has a default. */
  title?: string;
  /** Replaces the generated <desc> (the text equivalent listing the values). */
  desc?: string;
  /**
   * Width in px of the wide rendering's coordinate system (default 760, see plotSvg.ts's WIDE_FRAME); the
   * narrow rendering keeps its own width. The page scales a rendering down to fit, never up.
   */
  width?: number;
}
