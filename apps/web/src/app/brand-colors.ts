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
