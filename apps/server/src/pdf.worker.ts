import { pdfWorkerHandler } from './lib/pdf/pdf-worker.ts';
import { pdfRenderers } from './pdf-renderers.ts';

/** A PDF worker thread (piscina): renders {kind, data} with the kind's renderer. */
export default pdfWorkerHandler(pdfRenderers);
