import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

type Palette = {
  primary: { main: string };
  secondary: { main: string };
  error: { main: string };
  warning: { main: string };
  info: { main: string };
  success: { main: string };
  background: { default: string; paper: string };
};

const schemes = (theme as unknown as { colorSchemes: unknown }).colorSchemes as Record<
  'light' | 'dark',
  { palette: Palette }
>;
const TEXT_COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('theme colours', () => {
  // Status colours are used as text (an error under a field, a 不在 chip's label): WCAG AA on both surfaces.
  for (const mode of ['light', 'dark'] as const) {
    it(`read at 4.5:1 as text on the ${mode} scheme's page and paper`, () => {
      const { palette } = schemes[mode];
      const short = TEXT_COLOURS.flatMap((name) =>
        (['default', 'paper'] as const).flatMap((surface) => {
          const ratio = getContrastRatio(palette[name].main, palette.background[surface]);
          return ratio < 4.5 ? [`${name} on ${surface}: ${ratio.toFixed(2)}`] : [];
        }),
      );
      expect(short).toEqual([]);
    });
  }
});
