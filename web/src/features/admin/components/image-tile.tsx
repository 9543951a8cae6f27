import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { imageVariantUrl } from '@crystal/shared/images/image-urls';

type Props = {
  id: string;
  alt: string;
  index: number;
  count: number;
  error?: string;
  onAlt: (alt: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDrop: () => void;
};

const base = (id: string) => ({ base: `/media/img/${id}` });

/** One image of the piece: preview, required alt text, drag (or arrow buttons) to reorder, remove. */
export function ImageTile({ id, alt, index, count, error, onAlt, onMove, onRemove, onDragStart, onDrop }: Props) {
  const altId = `image-alt-${id}`;
  return (
    <li
      className="flex w-44 flex-col gap-2 rounded-xl border border-line bg-white p-2"
      draggable
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        onDrop();
      }}
      data-testid="image-tile"
    >
      <div className="relative">
        <img src={imageVariantUrl(base(id), 320, 'webp')} alt="" className="aspect-square w-full cursor-grab rounded-lg bg-mist object-cover" />
        {index === 0 && <span className="absolute left-1 top-1 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-semibold">Main</span>}
        <button
          type="button"
          className="absolute -right-2 -top-2 flex size-8 items-center justify-center rounded-full border border-line bg-white shadow"
          aria-label={`Remove image ${index + 1}`}
          onClick={onRemove}
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <label className="text-xs font-medium" htmlFor={altId}>
        Alt text for image {index + 1}
      </label>
      <textarea
        id={altId}
        rows={3}
        className="input text-xs"
        value={alt}
        onChange={(e) => onAlt(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${altId}-error` : undefined}
      />
      {error && (
        <p id={`${altId}-error`} className="field-error text-xs">
          {error}
        </p>
      )}
      <div className="flex justify-between">
        <button type="button" className="btn-ghost p-1" aria-label={`Move image ${index + 1} earlier`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowLeft aria-hidden className="size-4" />
        </button>
        <button type="button" className="btn-ghost p-1" aria-label={`Move image ${index + 1} later`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          <ArrowRight aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}
