import {
  COURSE_MESSAGE_IMAGE_MAX_BYTES,
  COURSE_MESSAGE_MAX_IMAGES,
  type CourseMessageValues,
  courseMessageInput,
  courseMessageLabels,
} from '@rikuun/contract';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../../lib/context.ts';
import { parseForm, readMultipart, type Upload } from '../../lib/http/multipart.ts';
import type { FormObject } from '../../lib/http/multipart-fields.ts';

const imageSpec = {
  files: {
    images: {
      maxCount: COURSE_MESSAGE_MAX_IMAGES,
      maxBytes: COURSE_MESSAGE_IMAGE_MAX_BYTES,
      accept: 'image',
      label: courseMessageLabels.images,
    },
  },
} as const;

/** A message's body: JSON `{body}`, or multipart with `body` and repeated `images` (photos only). */
export async function readMessageBody(
  req: FastifyRequest,
  services: Services,
): Promise<{ input: CourseMessageValues; images: readonly Upload[] }> {
  if (req.isMultipart()) {
    const { fields, files } = await readMultipart(req, imageSpec, services);
    return { input: parseForm(courseMessageInput, fields), images: files.images };
  }
  return { input: parseForm(courseMessageInput, (req.body ?? {}) as FormObject), images: [] };
}
