import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HeroImage } from '@station/shared';
import { heroMessages, imageVariantUrl, mediaUrl } from '@station/shared/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GripVertical } from '../../../ui/icons.tsx';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Modal } from '../../../ui/modal.tsx';
import { heroImagesQuery } from '../api/hero-images-query.ts';
import { deleteHeroImage, refreshHeroImages, saveHeroOrder } from './hero-writes.ts';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import './hero-admin.css';

/** 'Gestion des Images Hero': the rows in display order, reordered by drag (mouse, touch, keyboard). */
export function ManageHeroImagesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Gestion des Images Hero" size="wide">
      <p className="muted">Gérez l'ordre d'affichage et supprimez les images du slider</p>
      <HeroImageList />
    </Modal>
  );
}

const titleOf = (images: HeroImage[], id: unknown) => images.find((image) => image.id === id)?.title ?? 'image';

function HeroImageList() {
  const queryClient = useQueryClient();
  const { data: serverImages } = useQuery(heroImagesQuery());
  // What the admin sees: the server's order, or the order they just dropped while it saves.
  const [images, setImages] = useState<HeroImage[]>([]);
  const [busy, setBusy] = useState<'reorder' | 'delete' | null>(null);
  useEffect(() => {
    if (serverImages) setImages([...serverImages].sort((a, b) => a.display_order - b.display_order));
  }, [serverImages]);
  // The list as it is now on the server (a colleague may have changed it).
  useEffect(() => {
    void refreshHeroImages(queryClient);
  }, [queryClient]);

  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    // Dropping outside the list (or in place) changes nothing.
    if (!over || active.id === over.id) return;
    const before = images;
    const from = before.findIndex((image) => image.id === active.id);
    const to = before.findIndex((image) => image.id === over.id);
    const reordered = arrayMove(before, from, to).map((image, index) => ({ ...image, display_order: index + 1 }));
    setImages(reordered);
    setBusy('reorder');
    try {
      const { images: saved } = await saveHeroOrder(reordered);
      queryClient.setQueryData(heroImagesQuery().queryKey, saved);
      toast.success(heroMessages.reordered);
    } catch {
      // The order goes back to the server's.
      setImages(before);
      toast.error(heroMessages.reorderFailed);
      await refreshHeroImages(queryClient);
    } finally {
      setBusy(null);
    }
  };

  const onDelete = async (image: HeroImage) => {
    if (!window.confirm(heroMessages.confirmDelete(image.title))) return;
    setBusy('delete');
    try {
      await deleteHeroImage(image.id);
      // The server numbers the rest from 1 in their order; show its list.
      const fresh = await refreshHeroImages(queryClient);
      if (!fresh) setImages((current) => current.filter((item) => item.id !== image.id).map((item, index) => ({ ...item, display_order: index + 1 })));
      toast.success(heroMessages.deleted(image.title));
    } catch {
      toast.error(heroMessages.deleteFailed);
    } finally {
      setBusy(null);
    }
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Image "${titleOf(images, active.id)}" saisie.`,
    onDragOver: ({ active, over }) =>
      over ? `Image "${titleOf(images, active.id)}" au-dessus de la position ${images.findIndex((image) => image.id === over.id) + 1}.` : `Image "${titleOf(images, active.id)}" hors de la liste.`,
    onDragEnd: ({ active, over }) =>
      over ? `Image "${titleOf(images, active.id)}" déposée en position ${images.findIndex((image) => image.id === over.id) + 1}.` : `Image "${titleOf(images, active.id)}" déposée hors de la liste : rien ne change.`,
    onDragCancel: ({ active }) => `Déplacement de l'image "${titleOf(images, active.id)}" annulé.`,
  };

  if (images.length === 0) {
    return (
      <div className="empty-state">
        <p>
          <strong>Aucune image Hero</strong>
        </p>
        <p className="muted">Ajoutez votre première image pour commencer le slider.</p>
      </div>
    );
  }

  return (
    <>
      {busy === 'reorder' && (
        <p className="muted" role="status">
          {heroMessages.reordering}
        </p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: "Pour déplacer une image, appuyez sur Espace ou Entrée, utilisez les flèches haut et bas, puis Espace ou Entrée pour la déposer, ou Échap pour annuler.",
          },
        }}
      >
        <SortableContext items={images.map((image) => image.id)} strategy={verticalListSortingStrategy}>
          <ol className="hero-admin-list" aria-label="Images hero dans l'ordre d'affichage">
            {images.map((image, index) => (
              <SortableRow key={image.id} image={image} position={index + 1} disabled={busy !== null} onDelete={() => void onDelete(image)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}

function SortableRow({ image, position, disabled, onDelete }: { image: HeroImage; position: number; disabled: boolean; onDelete: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: image.id, disabled });
  const thumb = imageVariantUrl(mediaUrl('hero', image.image_filename), 640);
  return (
    <li
      ref={setNodeRef}
      className={`hero-admin-row ${isDragging ? 'is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="hero-admin-row"
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="hero-admin-row__handle"
        aria-label={`Déplacer "${image.title}"`}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={20} aria-hidden="true" />
      </button>
      <span className="hero-admin-row__order" data-testid="hero-admin-order">
        {position}
      </span>
      {thumb && <img className="hero-admin-row__thumb" src={thumb} alt="" loading="lazy" />}
      <span className="hero-admin-row__text">
        <strong>{image.title}</strong>
        {image.description && <span className="muted">{image.description}</span>}
        <span className="hero-admin-row__file">{image.image_filename}</span>
      </span>
      <DeleteButton onClick={onDelete} disabled={disabled} />
    </li>
  );
}
