import { useState } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { inCollectionOrder } from '@crystal/shared/collections/collections-of-piece';
import { pieceInCollection } from '@crystal/shared/collections/piece-in-collection';
import { MAX_PIECES_IN_COLLECTION } from '@crystal/shared/schemas/collection-pieces';
import type { AdminCategory } from '@crystal/shared/schemas/translation';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSetCollectionPieces } from '../api/collections';
import { useAdminProducts } from '../api/get-products';

/**
 * The pieces of a collection, from its screen (docs/decisions/0105-a-piece-in-many-collections.md): she adds
 * pieces, takes out those she added, and puts them in the order shoppers see them. A piece whose main collection
 * this is stays in it (it moves to another from its own editor).
 */
export function CollectionPieces({ c }: { c: AdminCategory }) {
  const products = useAdminProducts();
  const save = useSetCollectionPieces(c.id);
  const all = products.data ?? [];
  const saved = inCollectionOrder(
    all.filter((p) => pieceInCollection(p, c.id)),
    c.pieceOrder,
  ).map((p) => p.id);
  const [ids, setIds] = useState<number[] | undefined>(undefined);
  const list = ids ?? saved;
  const byId = new Map(all.map((p) => [p.id, p]));
  const addable = all.filter((p) => !list.includes(p.id));
  const [adding, setAdding] = useState(0);
  const move = (from: number, to: number) => {
    const next = [...list];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    setIds(next);
  };
  if (products.isLoading) return <p className="text-sm text-muted">Loading pieces…</p>;
  return (
    <section aria-label={`Pieces in ${c.name}`} className="space-y-3">
      <h3 className="font-semibold">Pieces in {c.name}</h3>
      <ol className="space-y-1">
        {list.map((pid, index) => {
          const p = byId.get(pid);
          if (!p) return null;
          const main = p.categoryId === c.id;
          return (
            <li key={pid} className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="collection-piece">
              <span>
                {p.name}
                {main && <span className="ml-2 text-xs text-muted">(main collection)</span>}
                {!p.isActive && <span className="ml-2 text-xs text-muted">(archived)</span>}
              </span>
              <span className="flex gap-1">
                <button type="button" className="btn-ghost" aria-label={`Move ${p.name} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <ArrowUp aria-hidden className="size-4" />
                </button>
                <button type="button" className="btn-ghost" aria-label={`Move ${p.name} down`} disabled={index === list.length - 1} onClick={() => move(index, index + 1)}>
                  <ArrowDown aria-hidden className="size-4" />
                </button>
                {!main && (
                  <button type="button" className="btn-ghost" onClick={() => setIds(list.filter((x) => x !== pid))}>
                    Take out <span className="sr-only">{p.name}</span>
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <label className="label" htmlFor={`collection-${c.id}-add`}>
          Add a piece
        </label>
        <select id={`collection-${c.id}-add`} className="input max-w-xs" value={adding} onChange={(e) => setAdding(Number(e.target.value))}>
          <option value={0}>Choose a piece</option>
          {addable.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn-outline"
          disabled={!adding || list.length >= MAX_PIECES_IN_COLLECTION}
          onClick={() => {
            setIds([...list, adding]);
            setAdding(0);
          }}
        >
          Add
        </button>
      </div>
      <button
        type="button"
        className="btn-primary"
        disabled={save.isPending || ids === undefined}
        onClick={() =>
          save.mutate(list, {
            onSuccess: () => {
              toast({ title: 'Pieces saved', description: c.name });
              setIds(undefined);
            },
            onError: (e) => toast({ title: 'Not saved', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
          })
        }
      >
        Save pieces
      </button>
    </section>
  );
}
