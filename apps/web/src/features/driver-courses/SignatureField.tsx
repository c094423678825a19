import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';

export type SignatureHandle = {
  /** The drawn signature as a PNG, or null when nothing was drawn. */
  toBlob(): Promise<Blob | null>;
};

/**
 * The 受領サイン drawn with a finger. Black on white whatever the colour mode (the PNG is read on
 * paper-like screens by staff); the canvas is sized for the screen's pixel density so lines stay sharp.
 */
export const SignatureField = forwardRef<SignatureHandle>(function SignatureField(_props, ref) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#000', backgroundColor: '#fff' });
    padRef.current = pad;
    const onEnd = () => setEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    toBlob: () =>
      new Promise((resolve) => {
        const pad = padRef.current;
        const canvas = canvasRef.current;
        if (!pad || !canvas || pad.isEmpty()) {
          resolve(null);
          return;
        }
        canvas.toBlob((blob) => resolve(blob), 'image/png');
      }),
  }));

  return (
    <Stack spacing={1} component="section" aria-label="受領サイン">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: 18 }}>
          受領サイン{empty ? '' : '（記入済み）'}
        </Typography>
        <Button
          onClick={() => {
            padRef.current?.clear();
            setEmpty(true);
          }}
          disabled={empty}
          sx={{ minHeight: 48, minWidth: 96 }}
        >
          消す
        </Button>
      </Stack>
      <Box
        component="canvas"
        ref={canvasRef}
        aria-label="サイン記入欄"
        sx={{
          width: '100%',
          height: 200,
          touchAction: 'none',
          bgcolor: '#fff',
          border: 2,
          borderColor: 'text.primary',
          borderRadius: 1,
          display: 'block',
        }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        枠内に指でサインしてください。
      </Typography>
    </Stack>
  );
});
