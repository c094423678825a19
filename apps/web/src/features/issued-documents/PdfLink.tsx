import Link from '@mui/material/Link';
import type { IssuedDocument } from '@rikuun/contract';
import { handleError } from '../../lib/errors.ts';
import { openDocumentPdf } from './document-files.ts';

/** Opens the document's stored PDF in a new tab (the bytes as issued). */
export function PdfLink({
  document,
}: {
  document: Pick<IssuedDocument, 'id' | 'documentNumber' | 'version'>;
}) {
  return (
    <Link
      component="button"
      type="button"
      aria-label={`${document.documentNumber} 第${document.version}版のPDFを開く`}
      onClick={() =>
        void openDocumentPdf(document.id).then((error) => {
          if (error) handleError(error);
        })
      }
    >
      PDF
    </Link>
  );
}
