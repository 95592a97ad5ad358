import {
  emissionAudioFieldsSchema,
  emissionAudioParamSchema,
  emissionMessages,
  emissionParamSchema,
  emissionWriteSchema,
} from '@station/shared';
import { Hono } from 'hono';
import { allowRoles } from '../../lib/auth.ts';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { parseFormFields } from '../../lib/form-fields.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { validate } from '../../lib/validate.ts';
import { addEmissionAudio, createEmission, deleteEmission, deleteEmissionAudio, updateEmission } from './emission-write.service.ts';
import { getEmission, listEmissionAudio, listEmissions } from './emission.service.ts';

const adminOnly = allowRoles('admin');
const idParam = validate('param', emissionParamSchema);
const EMISSION_FILES = { image: 'image', audio: 'audio' } as const;

// Emissions: shows with their dates, hosts and recordings. Admins write with multipart
// forms: broadcast_dates and animateur_ids arrive as JSON text fields.
export const emissionRoutes = new Hono<AppEnv>()
  .get('/', publicRead(), async (c) => c.json(await listEmissions(c.var.db), 200))
  .get('/:id', publicRead(), idParam, async (c) => c.json(await getEmission(c.var.db, c.req.valid('param').id), 200))
  .get('/:id/audio', publicRead(), idParam, async (c) => c.json(await listEmissionAudio(c.var.db, c.req.valid('param').id), 200))
  .post('/', adminOnly, async (c) => {
    const form = await readMultipart(c, EMISSION_FILES);
    try {
      const input = parseFormFields(emissionWriteSchema, form.fields);
      const data = await createEmission(c.var.db, c.var.storage, input, form.files);
      return c.json({ message: emissionMessages.added, data }, 201);
    } finally {
      await form.discard();
    }
  })
  .put('/:id', adminOnly, idParam, async (c) => {
    const { id } = c.req.valid('param');
    const form = await readMultipart(c, EMISSION_FILES);
    try {
      const input = parseFormFields(emissionWriteSchema, form.fields);
      const data = await updateEmission(c.var.db, c.var.storage, id, input, form.files);
      return c.json({ message: emissionMessages.updated, data }, 200);
    } finally {
      await form.discard();
    }
  })
  .delete('/:id', adminOnly, idParam, async (c) => {
    const title = await deleteEmission(c.var.db, c.var.storage, c.req.valid('param').id);
    return c.json({ message: emissionMessages.deleted(title) }, 200);
  })
  .post('/:id/audio', adminOnly, idParam, async (c) => {
    const { id } = c.req.valid('param');
    const form = await readMultipart(c, { audio: 'audio' });
    try {
      // Both the file and the date, one message for either missing.
      if (!form.files.audio) throw new HttpError(400, emissionMessages.audioAndDateRequired, 'audio_required');
      const { selectedAudioDate } = parseFormFields(emissionAudioFieldsSchema, form.fields);
      const data = await addEmissionAudio(c.var.db, c.var.storage, id, selectedAudioDate, form.files.audio);
      return c.json({ message: emissionMessages.audioAdded, data }, 201);
    } finally {
      await form.discard();
    }
  })
  .delete('/:id/audio/:audioId', adminOnly, validate('param', emissionAudioParamSchema), async (c) => {
    const { id, audioId } = c.req.valid('param');
    const name = await deleteEmissionAudio(c.var.db, c.var.storage, id, audioId);
    return c.json({ message: emissionMessages.audioDeleted(name) }, 200);
  });
