import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { documentTemplates } from '../db/schema';

/** A 400×200 PNG data URL as signature_pad exports it: transparent, with a stroke unless `blank`. */
export async function signaturePng({ blank = false } = {}): Promise<string> {
  const stroke = blank
    ? ''
    : '<path d="M20 150 C 80 20, 160 180, 380 40" stroke="black" stroke-width="2" fill="none"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">${stroke}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Starts the template of this (English) name for the signed-in family, as the Document Center's button does; the
 * card itself shows the name in the family's language.
 */
export async function startTemplate(app: FastifyInstance, authorization: string, templateName: string) {
  const [template] = await app.ctx.db
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(eq(documentTemplates.templateName, templateName));
  if (!template) throw new Error(`no template ${templateName}`);
  const started = await app.inject({
    method: 'POST',
    url: '/api/family/signing/documents',
    headers: { authorization },
    payload: { templateId: template.id },
  });
  return { templateId: template.id, ...(started.json() as { documentId: string; created: boolean }) };
}
