// The admin's writes to the hero slider (online only, see lib/send-form.ts), and the list read
// again past every cache once a write is done (the public list may be cached for 30 s).
import type { HeroImage } from '@station/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sendForm, sendJson } from '../../../lib/send-form.ts';
import { heroImagesQuery } from '../api/hero-images-query.ts';

export const uploadHeroImage = (form: FormData, onProgress: (fraction: number) => void) =>
  sendForm<HeroImage>('/api/hero-images/upload', form, { onProgress });

export const deleteHeroImage = (id: number) => sendJson<{ title: string }>(`/api/hero-images/${id}`, 'DELETE');

export const saveHeroOrder = (images: HeroImage[]) =>
  sendJson<{ images: HeroImage[] }>('/api/hero-images/reorder/bulk', 'PUT', {
    images: images.map((image, index) => ({ id: image.id, display_order: index + 1 })),
  });

/** The server's list, fresh, into the query every hero view reads. */
export async function refreshHeroImages(queryClient: QueryClient): Promise<HeroImage[] | undefined> {
  try {
    const response = await fetch('/api/hero-images', { cache: 'no-cache' });
    if (!response.ok) throw new Error(String(response.status));
    const images = (await response.json()) as HeroImage[];
    queryClient.setQueryData(heroImagesQuery().queryKey, images);
    return images;
  } catch (error) {
    // A failed hero list is only logged.
    console.error('Hero images', error);
    return undefined;
  }
}
