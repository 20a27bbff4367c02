import sharp from 'sharp';
import { SIGNATURE_CANVAS } from '@shared/signing/signing.limits';

/** Far above a 400×200 canvas drawn at a phone's pixel ratio, far below anything costly to decode. */
const MAX_PIXELS = SIGNATURE_CANVAS.width * SIGNATURE_CANVAS.height * 16;

export type SignatureCheck = { ok: true; png: Buffer } | { ok: false; reason: 'unreadable' | 'blank' };

/**
 * A drawn signature: a PNG that decodes within bounds and has ink. signature_pad leaves the background
 * transparent, so a blank pad is all alpha 0; a pad with a background colour is blank when it is one colour.
 */
export async function checkSignatureImage(dataUrl: string): Promise<SignatureCheck> {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    const image = sharp(png, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== 'png') return { ok: false, reason: 'unreadable' };
    const { channels } = await image.stats();
    const alpha = metadata.hasAlpha ? channels.at(-1) : undefined;
    const blank = alpha ? alpha.max === 0 : channels.every((channel) => channel.min === channel.max);
    return blank ? { ok: false, reason: 'blank' } : { ok: true, png };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
