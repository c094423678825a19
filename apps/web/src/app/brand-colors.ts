/** Spec §9 palette (its own module: the build config reads it for the web manifest, without MUI). */
export const brandColors = {
  navy: '#454989',
  blue: '#2d9cdb',
  black: '#191d21',
  white: '#fff',
  grey: '#cdd3d8',
  greyDark: '#6c757d',
  greyLight: '#edf0f2',
  greyBackground: '#f4f4f9',
  red: '#f05047',
  yellow: '#ffc107',
  green: '#3b966c',
  yellowBackground: '#FFFBEC',
} as const;

/**
 * The palette's colours as the light theme uses them for text, outlines and filled chips: each brand
 * colour darkened until it reads at WCAG AA (4.5:1) as text on white, on the page's grey
 * (greyBackground) and on greyLight, and white text on it reads at 4.5:1 too. The spec's colours stay
 * for surfaces (the app bar's navy, backgrounds). Ratios in docs/decisions (accessibility).
 */
export const readableColors = {
  /** greyDark for secondary text: 6.02 on white, 5.49 on greyBackground, 5.26 on greyLight. */
  greyText: '#5c646b',
  /** red: 5.62 / 5.13 / 4.91. */
  red: '#c62828',
  /** green: 5.39 / 4.92 / 4.71. */
  green: '#2f7756',
  /** blue (also 情報): 5.49 / 5.00 / 4.79. */
  blue: '#1b6fa0',
  /** yellow as text and on filled chips (an amber; the yellow itself reads 1.63:1 on white): 5.56 / 5.07 / 4.86. */
  amber: '#9c5700',
} as const;
