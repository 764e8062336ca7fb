/** The long side a handover photo keeps: enough to read a scratch or a number plate, about 300 kB as JPEG. */
export const PHOTO_LONG_SIDE = 1600;

/**
 * A phone's photo (often 8 to 12 MB) made small on the phone before it is sent: at most 1,600 px on its long side,
 * JPEG, its EXIF orientation applied. The compressor loads only when the first photo is taken (its own chunk). It
 * runs on the page's thread: the library's web worker would fetch its code from a CDN, which the site's CSP and the
 * counter's network do not allow.
 */
export async function shrinkPhoto(file: File, onProgress: (percent: number) => void): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const shrunk = await imageCompression(file, {
    maxWidthOrHeight: PHOTO_LONG_SIDE,
    maxSizeMB: 1,
    initialQuality: 0.8,
    fileType: 'image/jpeg',
    useWebWorker: false,
    onProgress,
  });
  const dot = file.name.lastIndexOf('.');
  const name = `${(dot >= 0 ? file.name.slice(0, dot) : file.name) || 'photo'}.jpg`;
  return new File([shrunk], name, { type: shrunk.type || 'image/jpeg' });
}
