// The PDF worker from the TypeScript sources (vitest, `tsx watch`): tsx's loader is registered in the
// worker thread first, then pdf.worker.ts is loaded through it. The bundle uses dist/pdf-worker.js.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./pdf.worker.ts');

export default worker.default;
