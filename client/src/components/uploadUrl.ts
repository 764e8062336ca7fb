/** Uploaded images are served from /uploads/{file}; absolute URLs and paths are used as they are. */
export function uploadUrl(file: string): string {
  if (/^(https?:|data:|blob:|\/)/.test(file)) return file;
  return `/uploads/${encodeURIComponent(file)}`;
}
