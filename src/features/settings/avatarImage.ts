/**
 * The picture someone chose, checked and made small on their device before it is sent: JPEG,
 * PNG or WebP up to 5 MB (the avatars bucket refuses anything else), redrawn as a 256 px WebP
 * square (a few KB instead of megabytes, and no photo metadata such as the GPS position).
 */
export const avatarTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const avatarMaxBytes = 5 * 1024 * 1024;
const side = 256;

export type AvatarProblem = 'type' | 'size' | 'unreadable';

export function checkAvatar(file: Pick<File, 'type' | 'size'>): AvatarProblem | null {
  if (!avatarTypes.some((type) => type === file.type)) return 'type';
  if (file.size > avatarMaxBytes) return 'size';
  return null;
}

export async function resizeAvatar(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const crop = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(
    bitmap,
    (bitmap.width - crop) / 2,
    (bitmap.height - crop) / 2,
    crop,
    crop,
    0,
    0,
    side,
    side,
  );
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.85));
  // Browsers without a WebP encoder give PNG (also accepted).
  if (!blob) throw new Error('Could not encode the picture');
  return blob;
}
