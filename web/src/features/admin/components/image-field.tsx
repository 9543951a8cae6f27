import { useId } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { UPLOAD_RULES } from '@crystal/shared/schemas/admin-product';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUploadImage } from '../api/upload-image';

/** Product images: previews, remove, and upload (PNG, JPEG or WebP up to 5 MB) through a presigned URL. */
export function ImageField({ value, onChange, error }: { value: string[]; onChange: (urls: string[]) => void; error?: string }) {
  const id = useId();
  const upload = useUploadImage();

  function pick(file: File | undefined) {
    if (!file) return;
    if (!(UPLOAD_RULES.contentTypes as readonly string[]).includes(file.type)) {
      return toast({ title: 'Image not added', description: 'Images must be PNG, JPEG or WebP', variant: 'destructive' });
    }
    if (file.size > UPLOAD_RULES.maxBytes) {
      return toast({ title: 'Image not added', description: 'Images must be 5 MB or smaller', variant: 'destructive' });
    }
    upload.mutate(file, {
      onSuccess: (url) => onChange([...value, url]),
      onError: (e) => toast({ title: 'Upload failed', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
    });
  }

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="label">Images</legend>
      <ul className="flex flex-wrap gap-3" aria-label="Product images">
        {value.map((url, i) => (
          <li key={url} className="relative">
            <img src={url} alt={`Image ${i + 1}${i === 0 ? ' (main)' : ''}`} className="size-24 rounded-lg border border-line bg-mist object-cover" />
            <button
              type="button"
              className="absolute -right-2 -top-2 flex size-8 items-center justify-center rounded-full border border-line bg-white shadow"
              aria-label={`Remove image ${i + 1}`}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
        <li>
          <label
            htmlFor={`${id}-file`}
            className="flex size-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-amethyst-200 text-xs text-amethyst-700 hover:bg-amethyst-50"
          >
            <ImagePlus aria-hidden className="size-5" />
            {upload.isPending ? 'Uploading…' : 'Add image'}
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
      </ul>
      <p className="mt-1 text-xs text-muted">PNG, JPEG or WebP, up to 5 MB. The first image is the main one.</p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
