import { useId, useRef } from 'react';
import { ImagePlus } from 'lucide-react';
import { UPLOAD_RULES } from '@crystal/shared/images/upload-rules';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUploadImage } from '../api/upload-image';
import { ImageTile } from './image-tile';

export type ImageValue = { id: string; alt: string };

type Props = {
  value: ImageValue[];
  onChange: (images: ImageValue[]) => void;
  /** Alt text drafted from the piece's name and gemstones, for the image at `index`. */
  draftAlt: (index: number) => string;
  error?: string;
  altErrors?: (string | undefined)[];
};

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Product images: JPEG, PNG, WebP or AVIF up to 25 MB, up to 8. Each goes straight to storage with a
 * presigned URL and through the image pipeline; each carries alt text; drag (or the arrows) reorders.
 */
export function ImageField({ value, onChange, draftAlt, error, altErrors }: Props) {
  const id = useId();
  const upload = useUploadImage();
  const dragged = useRef<number | undefined>(undefined);
  const full = value.length >= UPLOAD_RULES.maxImages;

  function pick(file: File | undefined) {
    if (!file) return;
    if (!(UPLOAD_RULES.contentTypes as readonly string[]).includes(file.type)) {
      return toast({ title: 'Image not added', description: 'Images must be JPEG, PNG, WebP or AVIF', variant: 'destructive' });
    }
    if (file.size > UPLOAD_RULES.maxBytes) {
      return toast({ title: 'Image not added', description: UPLOAD_RULES.tooLarge, variant: 'destructive' });
    }
    upload.mutate(file, {
      onSuccess: (image) => onChange([...value, { id: image.id, alt: draftAlt(value.length) }]),
      onError: (e) => toast({ title: 'Image not added', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
    });
  }

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="label">Images</legend>
      <ul className="flex flex-wrap gap-3" aria-label="Product images">
        {value.map((image, i) => (
          <ImageTile
            key={image.id}
            id={image.id}
            alt={image.alt}
            index={i}
            count={value.length}
            error={altErrors?.[i]}
            onAlt={(alt) => onChange(value.map((v, j) => (j === i ? { ...v, alt } : v)))}
            onMove={(to) => onChange(move(value, i, to))}
            onRemove={() => onChange(value.filter((_, j) => j !== i))}
            onDragStart={() => (dragged.current = i)}
            onDrop={() => {
              if (dragged.current !== undefined && dragged.current !== i) onChange(move(value, dragged.current, i));
              dragged.current = undefined;
            }}
          />
        ))}
        {!full && (
          <li>
            <label
              htmlFor={`${id}-file`}
              className="flex size-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-amethyst-200 text-center text-xs text-amethyst-700 hover:bg-amethyst-50"
            >
              <ImagePlus aria-hidden className="size-5" />
              {upload.isPending ? 'Processing…' : 'Add image'}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept={UPLOAD_RULES.contentTypes.join(',')}
              className="sr-only"
              disabled={upload.isPending}
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </li>
        )}
      </ul>
      <p className="mt-1 text-xs text-muted">
        JPEG, PNG, WebP or AVIF, up to 25 MB each, up to {UPLOAD_RULES.maxImages}. The first image is the main one; drag to reorder.
        Location and camera details are removed.
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
