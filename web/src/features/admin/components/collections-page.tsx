import { useState } from 'react';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import type { AdminCategory } from '@crystal/shared/schemas/translation';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAdminCollections } from '../api/french';
import { useCreateCollection, useDeleteCollection, useReorderCollections, useUpdateCollection } from '../api/collections';
import { LoadState, PageHeading } from './admin-shell';
import { CollectionPieces } from './collection-pieces';
import { CollectionForm, showRefusal } from './collection-form';

function NewCollection() {
  const create = useCreateCollection();
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  if (!open) {
    return (
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        <Plus aria-hidden className="size-4" />
        New collection
      </button>
    );
  }
  return (
    <section aria-labelledby="new-collection" className="card w-full p-4 sm:p-6">
      <h2 id="new-collection" className="mb-4 text-lg font-semibold">
        New collection
      </h2>
      <CollectionForm
        key={formKey}
        idPrefix="new-collection"
        initial={{ name: '', description: '', hidden: false, frName: '', frDescription: '' }}
        submitLabel="Create collection"
        pending={create.isPending}
        onCancel={() => setOpen(false)}
        onSave={(input, setError) =>
          create.mutate(input, {
            onSuccess: (c) => {
              toast({ title: 'Collection created', description: `${c.name}, at /products/${c.slug}` });
              setFormKey((k) => k + 1);
              setOpen(false);
            },
            onError: (e) => showRefusal(e, setError),
          })
        }
      />
    </section>
  );
}

function CollectionCard({ c, index, count, onMove, moving }: { c: AdminCategory; index: number; count: number; onMove: (from: number, to: number) => void; moving: boolean }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [piecesOpen, setPiecesOpen] = useState(false);
  const update = useUpdateCollection(c.id);
  const remove = useDeleteCollection(c.id);
  return (
    <li className="card p-4" data-testid="collection-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold">
            {c.name}
            {c.hidden && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">Hidden</span>}
          </h2>
          {c.translations.fr && (
            <p lang="fr" className="text-sm">
              {c.translations.fr.name}
            </p>
          )}
          <p className="text-xs text-muted">/products/{c.slug}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <button type="button" className="btn-ghost" aria-label={`Move ${c.name} up`} disabled={index === 0 || moving} onClick={() => onMove(index, index - 1)}>
            <ArrowUp aria-hidden className="size-4" />
          </button>
          <button type="button" className="btn-ghost" aria-label={`Move ${c.name} down`} disabled={index === count - 1 || moving} onClick={() => onMove(index, index + 1)}>
            <ArrowDown aria-hidden className="size-4" />
          </button>
          <button type="button" className="btn-ghost" aria-expanded={editing} onClick={() => setEditing((v) => !v)}>
            Edit <span className="sr-only">{c.name}</span>
          </button>
          <button type="button" className="btn-ghost" aria-expanded={piecesOpen} onClick={() => setPiecesOpen((v) => !v)}>
            Pieces <span className="sr-only">in {c.name}</span>
          </button>
          {confirming ? (
            <button
              type="button"
              className="btn-ghost text-red-800"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast({ title: 'Collection deleted', description: c.name }),
                  onError: (e) => {
                    setConfirming(false);
                    toast({ title: 'Not deleted', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
                  },
                })
              }
            >
              Yes, delete {c.name}
            </button>
          ) : (
            <button type="button" className="btn-ghost" onClick={() => setConfirming(true)}>
              Delete <span className="sr-only">{c.name}</span>
            </button>
          )}
        </div>
      </div>
      {remove.error && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {errorMessage(remove.error, 'Not deleted. Please try again.')}
        </p>
      )}
      {piecesOpen && (
        <div className="mt-4 border-t border-line pt-4">
          <CollectionPieces c={c} />
        </div>
      )}
      {editing && (
        <div className="mt-4 border-t border-line pt-4">
          <CollectionForm
            idPrefix={`collection-${c.id}`}
            initial={{ name: c.name, description: c.description, hidden: c.hidden, frName: c.translations.fr?.name ?? '', frDescription: c.translations.fr?.description ?? '' }}
            address={c.slug}
            submitLabel="Save collection"
            pending={update.isPending}
            onCancel={() => setEditing(false)}
            onSave={(input, setError) =>
              update.mutate(input, {
                onSuccess: (saved) => {
                  toast({ title: 'Collection saved', description: saved.name });
                  setEditing(false);
                },
                onError: (e) => showRefusal(e, setError),
              })
            }
          />
        </div>
      )}
    </li>
  );
}

/** Collections she manages: create, rename, describe in English and French, reorder, hide, delete an empty one. */
export function CollectionsPage() {
  const collections = useAdminCollections();
  const reorder = useReorderCollections();
  const list = collections.data ?? [];
  const move = (from: number, to: number) => {
    const ids = list.map((c) => c.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    reorder.mutate(ids, { onError: (e) => toast({ title: 'Not moved', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }) });
  };
  return (
    <>
      <PageHeading title="Collections">
        <NewCollection />
      </PageHeading>
      <p className="mb-4 text-sm text-muted">
        The Shop menu, the footer, the listing’s sidebar, the sitemap and the guide show these in this order. A collection’s address never changes
        once it is made; a collection that is still some piece’s main collection can be deleted only once they are moved (pieces only also in it just leave it).
      </p>
      <LoadState isLoading={collections.isLoading} error={collections.error}>
        <ol className="space-y-3">
          {list.map((c, i) => (
            <CollectionCard key={c.id} c={c} index={i} count={list.length} onMove={move} moving={reorder.isPending} />
          ))}
        </ol>
      </LoadState>
    </>
  );
}
