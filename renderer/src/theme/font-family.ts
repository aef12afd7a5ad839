/** The bundled font's family name and the CSS font list for canvas and Phaser text (no CSS import here, so painters and tests can use it). */
export const UI_FONT_FAMILY = 'Noto Sans';
export const UI_FONT =
  '"Noto Sans", "Noto Sans Symbols 2", "DejaVu Sans", "Segoe UI", system-ui, sans-serif';
