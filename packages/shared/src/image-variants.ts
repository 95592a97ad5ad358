// The phone-sized variants of uploaded images, apart from uploads.ts: every public page's images ask
// for them, and that page needs none of the upload checks' messages.

/** Widths of the WebP variants made for every uploaded image (`?w=640` on its URL). */
export const IMAGE_VARIANT_WIDTHS = [640, 1280] as const;

/** `?w=640` asks the server for an image's phone-sized WebP variant (the original when none). */
export function imageVariantUrl(url: string | null, width: (typeof IMAGE_VARIANT_WIDTHS)[number]): string | null {
  if (!url?.startsWith('/imageback/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}
